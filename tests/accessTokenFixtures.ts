import { and, eq } from 'drizzle-orm';
import type { AccessScope } from '../contract/accessTokens';
import { pages, type Page } from '../server/db/schema';
import type { TestApp } from './apiHarness';

/** An access token made as an administrator would (POST /api/admin/tokens): its secret and id. */
export async function makeToken(
  t: TestApp,
  adminToken: string,
  scopes: AccessScope[],
  limits: { sections?: string[]; locales?: string[]; expires_in_days?: number | null; name?: string } = {},
) {
  const { status, body } = await t.json('POST', '/api/admin/tokens', {
    token: adminToken,
    body: {
      name: limits.name ?? scopes.join(' '),
      scopes,
      sections: limits.sections ?? [],
      locales: limits.locales ?? [],
      expires_in_days: limits.expires_in_days === undefined ? 30 : limits.expires_in_days,
    },
  });
  if (status !== 201) throw new Error(`making a token failed: ${status} ${JSON.stringify(body)}`);
  return { secret: body.data.meta.secret as string, id: body.data.id as string };
}

/** A published site page of the demo seed in this collection and locale. */
export async function publishedPage(t: TestApp, collection: string, locale: 'en' | 'hk' = 'en'): Promise<Page> {
  const [page] = await t.deps.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.collection, collection), eq(pages.locale, locale), eq(pages.published, true)))
    .limit(1);
  if (!page) throw new Error(`no published ${collection} page in ${locale}`);
  return page;
}
