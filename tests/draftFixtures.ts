import { eq } from 'drizzle-orm';
import { pages, type Page } from '../server/db/schema';
import { workingCopyOf } from '../server/services/pageDrafts';
import type { TestApp } from './apiHarness';

/** The page as its editors have it: a published page's draft over its live copy (issue 33), else the row. */
export async function editorsCopy(t: TestApp, id: number): Promise<Page | null> {
  const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, id));
  return row ? (await workingCopyOf(t.deps.database.db, row)).page : null;
}
