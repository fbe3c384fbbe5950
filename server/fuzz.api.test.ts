import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyTableDigest } from '../tests/accessTargets';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { base64Of, pngOf } from '../tests/mediaSamples';
import { pageInvitations, pages } from './db/schema';

/**
 * Malformed requests across every route, sent as the signed-in owner so that validation, not a refusal of the caller,
 * is what each one meets: NUL bytes, numbers beyond 32 bits, deep nesting, wrong types, bad encodings, oversized
 * bodies, junk path segments, query values and tokens. Every request carries at least one part the route reads and
 * must refuse, so each is answered 4xx with {error}, none 5xx, and nothing stored changes.
 */

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('editor@example.org');
  const idOf = async (slug: string) => String((await t.deps.database.db.select().from(pages).where(eq(pages.slug, slug)))[0].id);
  ids.memo = await idOf('editorial-calendar-2027');
  ids.shared = await idOf('city-of-water-planning');
  ids.trashed = await idOf('summer-exhibition-plan-2025');
  ids.story = await idOf('the-long-view');
  ids.invitation = String(
    (
      await t.deps.database.db
        .select()
        .from(pageInvitations)
        .where(eq(pageInvitations.pageId, Number(ids.shared)))
    )[0].id,
  );
  const upload = await t.json('POST', '/api/images', {
    token,
    body: { image: { image_name: 'a.png', image_data: base64Of(pngOf(3, 3)) } },
  });
  ids.image = upload.body.data.id;
  ids.mediaFile = upload.body.data.attributes.url.split('/').pop();
});
afterAll(() => t.close());

interface Template {
  method: string;
  /** The path with `{name}` for each parameter, filled from `params`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Query parameters the route needs: junk in any of them must be refused. */
  required?: string[];
  body?: unknown;
  /** A bad token is refused too (every route but sign-in needs a caller). */
  signedIn?: boolean;
}

const version = () => ({ version: '1' });
const page = (title: string) => ({ page: { title, page_collection_slug: 'news', subpage: true, lexical_flag: true } });
const documentBody = {
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Hi', format: 0 }] }],
  },
};

function templates(): Template[] {
  const memo = { id: ids.memo };
  return [
    { method: 'POST', path: '/api/auth/sign_in', body: { email: 'editor@example.org', password: 'demo-editor' }, signedIn: false },
    { method: 'GET', path: '/api/me' },
    { method: 'POST', path: '/api/auth/password_reset', body: { email: 'reader@example.org', locale: 'en' }, signedIn: false },
    {
      method: 'POST',
      path: '/api/auth/password_reset/{token}',
      params: { token: 'A'.repeat(43) },
      body: { password: 'a long new password' },
      signedIn: false,
    },
    { method: 'GET', path: '/api/content/home', query: { locale: 'en' } },
    { method: 'GET', path: '/api/content/{collection}', params: { collection: 'stories' }, query: { locale: 'en', limit: '5' } },
    { method: 'GET', path: '/api/content/series/{slug}/stories', params: { slug: 'city-of-water' } },
    { method: 'GET', path: '/api/content/{collection}/{slug}', params: { collection: 'stories', slug: 'the-long-view' } },
    {
      method: 'POST',
      path: '/api/publications/{slug}/days',
      params: { slug: 'cities-and-water-symposium' },
      body: { day: { date: '2026-12-05', start_time: { hour: 9, minute: 0 }, title: 'Two' } },
    },
    {
      method: 'PUT',
      path: '/api/publications/{slug}/days/{day}',
      params: { slug: 'cities-and-water-symposium', day: '2026-12-04' },
      body: { day: { version: 1, title: 'Changed' } },
    },
    { method: 'GET', path: '/api/publications/{slug}/days/{day}', params: { slug: 'cities-and-water-symposium', day: '2026-12-04' } },
    { method: 'GET', path: '/api/publications/{slug}/programme', params: { slug: 'cities-and-water-symposium' } },
    { method: 'GET', path: '/api/period_types' },
    { method: 'GET', path: '/api/section_pages/{slug}', params: { slug: 'what-s-on' } },
    {
      method: 'PUT',
      path: '/api/section_pages/{slug}',
      params: { slug: 'what-s-on' },
      body: { section_page: { version: 1, title: 'Changed', featured_event_ids: [] } },
    },
    { method: 'GET', path: '/api/upcoming_events', query: { limit: '5' } },
    { method: 'GET', path: '/api/fetch_event', query: { url: '/en/stories/the-long-view' }, required: ['url'] },
    { method: 'GET', path: '/api/site_config' },
    { method: 'GET', path: '/api/admin/settings' },
    {
      method: 'PUT',
      path: '/api/admin/settings',
      body: {
        version: 0,
        site_name: { en: 'Fuzz', hk: '模糊' },
        announcement: { title: 'T', subtitle: '', second_title: '', link: '/en' },
        themed_series_slug: 'city-of-water',
        domains: ['example.org'],
      },
    },
    { method: 'POST', path: '/api/setup', body: { name: 'Fuzz', email: 'fuzz@example.org', password: 'a long password' }, signedIn: false },
    { method: 'GET', path: '/api/link-access/{uid}', params: { uid: '0123456789abcdef0123456789abcdef' } },
    { method: 'POST', path: '/api/images', body: { image: { image_name: 'b.png', image_data: base64Of(pngOf(5, 5)) } } },
    {
      method: 'POST',
      path: '/api/ex/images',
      body: { image: { name: 'c.png', caption: 'C', record_type: 'page', data: base64Of(pngOf(6, 6)) } },
    },
    { method: 'POST', path: '/api/videos', body: { video: { video_name: 'v.mp4', video_data: 'AAAA' } } },
    { method: 'DELETE', path: '/api/images/{id}', params: { id: ids.image } },
    { method: 'GET', path: '/api/page_collections/memo/pages', query: { q: 'plan', sort: 'newest', limit: '5' } },
    { method: 'GET', path: '/api/page_collections/{collection}/trashes', params: { collection: 'memo' } },
    { method: 'GET', path: '/api/memo/check-public-memo/{slug}', params: { slug: 'editorial-calendar-2027' } },
    { method: 'GET', path: '/api/memo/trash/{slug}', params: { slug: 'summer-exhibition-plan-2025' } },
    {
      method: 'PATCH',
      path: '/api/memo/trash/{slug}/restore',
      params: { slug: 'summer-exhibition-plan-2025' },
      query: version(),
      required: ['version'],
    },
    { method: 'GET', path: '/api/memo/{slug}', params: { slug: 'editorial-calendar-2027' } },
    { method: 'PUT', path: '/api/pages/{id}/publish', params: memo, query: version(), required: ['version'] },
    { method: 'PATCH', path: '/api/pages/{id}/move-to-trash', params: memo, query: version(), required: ['version'] },
    {
      method: 'PUT',
      path: '/api/pages/{id}/settings',
      params: { id: ids.story },
      body: { page: { version: 1, slug: 'a-new-address', seo_description: 'D', social_image: '/media/a.png', counterpart_page_id: null } },
    },
    { method: 'POST', path: '/api/pages/{id}/previews', params: memo },
    { method: 'GET', path: '/api/pages/{id}/previews', params: memo },
    { method: 'DELETE', path: '/api/pages/{id}/previews/{preview}', params: { id: ids.memo, preview: '1' } },
    { method: 'GET', path: '/api/previews/{token}', params: { token: 'A'.repeat(43) } },
    { method: 'PUT', path: '/api/pages/{id}/unpublish', params: { id: ids.shared }, query: version(), required: ['version'] },
    {
      method: 'PUT',
      path: '/api/pages/{id}/schedule',
      params: memo,
      body: { version: 1, publish_at: '2030-01-01T09:00:00Z', unpublish_at: null },
    },
    { method: 'PATCH', path: '/api/pages/{id}/restore-from-trash', params: { id: ids.trashed }, query: version(), required: ['version'] },
    { method: 'DELETE', path: '/api/pages/{id}/destroy-permanently', params: { id: ids.trashed }, query: version(), required: ['version'] },
    { method: 'POST', path: '/api/pages', body: page('Fuzzed') },
    { method: 'GET', path: '/api/pages/{slug}', params: { slug: 'the-long-view' } },
    {
      method: 'PUT',
      path: '/api/pages/{id}',
      params: { id: ids.story },
      body: { page: { version: 1, title: 'Fuzzed title', precis: 'P', lexical_body: documentBody } },
    },
    { method: 'GET', path: '/api/publications/favourites' },
    { method: 'POST', path: '/api/publications/{id}/favourite', params: memo },
    { method: 'DELETE', path: '/api/publications/{id}/unfavourite', params: memo },
    { method: 'POST', path: '/api/publications/{id}/toggle_share_access', params: memo, query: { public: 'true' }, required: ['public'] },
    { method: 'GET', path: '/api/ex/users/suggest', query: { q: 'sam' }, required: ['q'] },
    { method: 'GET', path: '/api/page-invitations', query: { page_id: ids.shared }, required: ['page_id'] },
    {
      method: 'POST',
      path: '/api/page-invitations',
      body: {
        page_invitation: { page_id: Number(ids.shared), message: 'Hi' },
        user_identifiers: ['new.person@example.org'],
        permission: 'viewer',
      },
    },
    {
      method: 'DELETE',
      path: '/api/page-invitations/{id}',
      params: { id: ids.invitation },
      query: { page_id: ids.shared },
      required: ['page_id'],
    },
    {
      method: 'PUT',
      path: '/api/page-invitations/{id}',
      params: { id: ids.invitation },
      query: { page_id: ids.shared },
      body: { permission: 'viewer' },
    },
    { method: 'GET', path: '/api/pages/{id}/share', params: memo },
    { method: 'PUT', path: '/api/pages/{id}/share', params: memo, body: { page: { is_public: true } } },
    { method: 'GET', path: '/api/{system}/lookup', params: { system: 'projects' }, query: { page_ids: ids.memo }, required: ['page_ids'] },
    { method: 'GET', path: '/api/ex/data/lookup', query: { page_ids: ids.memo }, required: ['page_ids'] },
    { method: 'POST', path: '/api/ex/content_pages', body: { content_page: { title: 'Board papers' } } },
    {
      method: 'DELETE',
      path: '/api/pages/{id}/delete_sub_pages',
      params: memo,
      query: { page_ids: `[${ids.memo}]` },
      required: ['page_ids'],
    },
    { method: 'GET', path: '/media/{file}', params: { file: ids.mediaFile } },
  ];
}

const JUNK_SEGMENTS = [
  '%00',
  '0',
  '-1',
  '1e308',
  '99999999999999999999',
  '2147483648',
  '%ZZ',
  '%E0%A4%A',
  'x'.repeat(300),
  '%2E%2E',
  '%20',
  'null',
  '%7B%7D',
  '%F0%9F%98%80',
  '1.5',
  '%C0%AF',
];
const JUNK_QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1e308',
  '99999999999',
  '2147483648',
  'abc',
  '%00',
  '%ZZ',
  '1.5',
  ',,',
  'x'.repeat(3000),
  '%E0%A4%A',
  'true%00',
];
const JUNK_TOKENS = [
  'Bearer',
  `Bearer ${'a'.repeat(43)}`,
  'Basic Zm9vOmJhcg==',
  `Bearer ${'a'.repeat(1000)}`,
  'bearer <script>',
  'Bearer \t',
];
const deep = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);
const WHOLE_BODIES: Array<string | Uint8Array> = [
  '',
  '{',
  'null',
  '[]',
  '"page"',
  '42',
  '{"page":',
  '\u0000',
  JSON.stringify(deep(400)),
  invalidUtf8,
  '{"page":{"version":1e309}}',
];

type Leaf = { path: Array<string | number>; value: unknown };
function leavesOf(value: unknown, path: Array<string | number> = []): Leaf[] {
  if (Array.isArray(value)) return value.length ? value.flatMap((item, index) => leavesOf(item, [...path, index])) : [{ path, value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [{ path, value }];
}

function withLeaf(body: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  copy[path[0]] = withLeaf(copy[path[0]], path.slice(1), replacement);
  return copy;
}

/** A value no field accepts in place of this one: a NUL in a string, a number far beyond 32 bits, or nesting too deep. */
function invalidInPlaceOf(value: unknown, pick: number): unknown {
  if (typeof value === 'string') return `${value.slice(0, 3)}\u0000${pick % 2 ? '' : value}`;
  if (typeof value === 'number') return [1e308, -1e308, 2 ** 53][pick % 3];
  return deep(250);
}

interface Sent {
  description: string;
  method: string;
  url: string;
  raw?: string | Uint8Array;
  headers: Record<string, string>;
}

function malformed(template: Template, slot: number, pick: number, noise: string | null): Sent {
  const params = { ...template.params };
  const query = { ...template.query };
  let raw: string | Uint8Array | undefined = template.body === undefined ? undefined : JSON.stringify(template.body);
  let authorization: string | undefined = `Bearer ${token}`;
  const slots = [
    ...Object.keys(params).map((name) => `path:${name}`),
    ...(template.required ?? []).map((name) => `query:${name}`),
    ...(template.body !== undefined ? ['body', 'field', 'field'] : []),
    ...(template.signedIn !== false ? ['token'] : []),
  ];
  const chosen = slots[slot % slots.length];
  const [kind, name] = chosen.split(':');
  if (kind === 'path') params[name] = JUNK_SEGMENTS[pick % JUNK_SEGMENTS.length];
  if (kind === 'query') query[name] = JUNK_QUERY_VALUES[pick % JUNK_QUERY_VALUES.length];
  if (kind === 'token') authorization = JUNK_TOKENS[pick % JUNK_TOKENS.length];
  if (kind === 'body') raw = pick % 97 === 0 ? `{"x":"${'x'.repeat(6 * 1024 * 1024)}"}` : WHOLE_BODIES[pick % WHOLE_BODIES.length];
  if (kind === 'field') {
    const leaves = leavesOf(template.body);
    const leaf = leaves[pick % leaves.length];
    raw = JSON.stringify(withLeaf(template.body, leaf.path, invalidInPlaceOf(leaf.value, pick)));
  }
  const path = template.path.replace(/\{(\w+)\}/g, (_whole, key: string) => params[key]);
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${/%|^$/.test(value) ? value : encodeURIComponent(value)}`);
  if (noise !== null) pairs.push(`${encodeURIComponent(noise)}=${encodeURIComponent(noise)}`);
  const url = pairs.length ? `${path}?${pairs.join('&')}` : path;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  const shown =
    kind === 'field'
      ? JSON.stringify(leavesOf(template.body)[pick % leavesOf(template.body).length].path)
      : typeof raw === 'string'
        ? raw.slice(0, 80)
        : raw
          ? '<invalid UTF-8>'
          : '';
  return { description: `${template.method} ${url.slice(0, 120)} [${chosen}] ${shown}`, method: template.method, url, raw, headers };
}

describe('fuzzing every route with malformed requests', () => {
  it('answers 1,200 malformed requests with 4xx and {error}, never 5xx, and changes nothing stored', async () => {
    const all = templates();
    const before = await everyTableDigest(t);
    const answered = new Map<string, number>();
    const wrong: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(all.length - 1),
        fc.nat(),
        fc.nat(),
        fc.option(fc.string({ maxLength: 12 }), { nil: null }),
        async (index, slot, pick, noise) => {
          const request = malformed(all[index], slot, pick, noise);
          const response = await t.request(request.method, request.url, { raw: request.raw, headers: request.headers });
          const text = await response.text();
          const key = `${all[index].method} ${all[index].path}`;
          answered.set(key, (answered.get(key) ?? 0) + 1);
          let error: unknown;
          try {
            error = (JSON.parse(text) as { error?: unknown }).error;
          } catch {
            error = undefined;
          }
          // A read may well answer a junk token or an unknown query parameter; it must still never fail on our side.
          const mustRefuse = all[index].method !== 'GET';
          const failed =
            response.status >= 500 || (response.status >= 400 && typeof error !== 'string') || (mustRefuse && response.status < 400);
          if (failed) wrong.push(`${response.status} ${request.description} -> ${text.slice(0, 120)}`);
        },
      ),
      { numRuns: 1200, seed: 20261123 },
    );
    expect(wrong).toEqual([]);
    expect([...answered.keys()].sort()).toEqual(all.map((template) => `${template.method} ${template.path}`).sort());
    expect(await everyTableDigest(t)).toBe(before);
  });
});
