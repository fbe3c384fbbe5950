import { eq } from 'drizzle-orm';
import { pages } from '../server/db/schema';
import type { TestApp } from './apiHarness';

interface Created {
  id: number;
  slug: string;
  version: number;
}

async function create(t: TestApp, token: string, page: Record<string, unknown>): Promise<Created> {
  const answer = await t.json('POST', '/api/pages', { token, body: { page } });
  if (answer.status !== 201) throw new Error(`creating ${JSON.stringify(page)} answered ${answer.status}`);
  const { page_id: id, slug, version } = answer.body.data.attributes;
  return { id, slug, version };
}

export async function versionOf(t: TestApp, id: number): Promise<number> {
  const [row] = await t.deps.database.db.select({ version: pages.version }).from(pages).where(eq(pages.id, id));
  return row.version;
}

/** Publishes a page through the API, as an editor does. */
export async function publish(t: TestApp, token: string, id: number): Promise<void> {
  const answer = await t.json('PUT', `/api/pages/${id}/publish?version=${await versionOf(t, id)}`, { token });
  if (answer.status !== 200) throw new Error(`publishing ${id} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

export interface HiddenPages {
  /** A story never published, in the series city-of-water. */
  draft: Created;
  /** A published memo. */
  memo: Created;
  /** A story that was published, then moved to the trash. */
  trashed: Created;
  /** A story scheduled to be published tomorrow. */
  scheduled: Created;
  /** A news draft with an open preview link, and the link's token. */
  previewed: Created & { token: string };
}

/**
 * One page of each kind readers must never find, each made through the API as an editor would: a draft (in a series,
 * so the series' feed is tested too), a published memo, a trashed story, a scheduled story and a previewed draft.
 */
export async function makeHiddenPages(t: TestApp, token: string): Promise<HiddenPages> {
  const [series] = await t.deps.database.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'city-of-water'));
  const draft = await create(t, token, {
    title: 'Hidden draft story',
    page_collection_slug: 'stories',
    subpage: true,
    parent_sub_page_id: series.id,
  });

  const memo = await create(t, token, { title: 'Hidden published memo', page_collection_slug: 'memo' });
  await publish(t, token, memo.id);

  const trashed = await create(t, token, {
    title: 'Hidden trashed story',
    page_collection_slug: 'stories',
    subpage: true,
    parent_sub_page_id: series.id,
  });
  await publish(t, token, trashed.id);
  const moved = await t.json('PATCH', `/api/pages/${trashed.id}/move-to-trash?version=${await versionOf(t, trashed.id)}`, { token });
  if (moved.status !== 200) throw new Error(`trashing answered ${moved.status}`);

  const scheduled = await create(t, token, { title: 'Hidden scheduled story', page_collection_slug: 'stories' });
  const tomorrow = new Date(t.deps.clock().getTime() + 24 * 3600_000).toISOString();
  const schedule = await t.json('PUT', `/api/pages/${scheduled.id}/schedule`, {
    token,
    body: { version: await versionOf(t, scheduled.id), publish_at: tomorrow, unpublish_at: null },
  });
  if (schedule.status !== 200) throw new Error(`scheduling answered ${schedule.status}: ${JSON.stringify(schedule.body)}`);

  const previewedPage = await create(t, token, { title: 'Hidden previewed news', page_collection_slug: 'news' });
  const preview = await t.json('POST', `/api/pages/${previewedPage.id}/previews`, { token, body: {} });
  if (preview.status !== 201 && preview.status !== 200) throw new Error(`making a preview answered ${preview.status}`);
  const previewToken = JSON.stringify(preview.body).match(/"token":"([^"]+)"/)?.[1];
  if (!previewToken) throw new Error(`no preview token in ${JSON.stringify(preview.body)}`);
  return { draft, memo, trashed, scheduled, previewed: { ...previewedPage, token: previewToken } };
}

/** What must never appear for a hidden page: its slug, its title and, for the preview, its link's token. */
export function tracesOf(hidden: HiddenPages): string[] {
  return [
    ...Object.values(hidden).map((page) => page.slug),
    'Hidden draft story',
    'Hidden published memo',
    'Hidden trashed story',
    'Hidden scheduled story',
    'Hidden previewed news',
    '/preview/',
    hidden.previewed.token,
  ];
}

/**
 * Links the demo's English long story and its Chinese Star Ferry story as each other's translation through page
 * settings, as an editor does; answers the editor's token and both pages as they were before.
 */
export async function linkDemoCounterparts(t: TestApp) {
  const editor = await t.signIn('editor@example.org');
  const [en] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
  const [hk] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'star-ferry-at-dawn'));
  const linked = await t.json('PUT', `/api/pages/${en.id}/settings`, {
    token: editor,
    body: { page: { version: en.version, counterpart_page_id: hk.id } },
  });
  if (linked.status !== 200) throw new Error(`linking the counterparts answered ${linked.status}`);
  return { editor, en, hk };
}
