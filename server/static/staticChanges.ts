import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staticChanges, staticPublishing } from '../db/staticSchema';

/**
 * A change the pages trigger cannot see (What's on's section page, an event's programme), noted with the sync made due,
 * as the trigger does (migration 0027); nothing while the site publishes no static site.
 */
export async function noteStaticChange(db: Db, change: { pageId?: number; scope?: 'page' | 'whats-on' | 'site' }): Promise<void> {
  const [publishing] = await db.select().from(staticPublishing).limit(1);
  if (!publishing) return;
  await db.execute(sql`SELECT public.static_sync_due()`);
  await db.insert(staticChanges).values({ pageId: change.pageId ?? null, scope: change.scope ?? 'page' });
}
