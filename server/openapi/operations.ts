import * as v from 'valibot';
import { createPageBody, savePageBody } from '../../contract/resources';
import { lifecycleQuery } from '../../contract/memo';
import { schedulePageBody } from '../../contract/instants';
import { pageSettingsBody } from '../../contract/pageSettings';
import { imageUploadBody, videoUploadBody } from '../../contract/mediaUploads';
import { searchQuery } from '../../contract/search';
import { upcomingEventsQuery } from '../../contract/events';
import { homeQuery, listQuery } from '../routes/content.routes';

/**
 * The documented API (issue 36): each operation names the very valibot schemas its route validates its query and body
 * with, so /api/openapi.json (server/openapi/document.ts) has no second copy of them. `path` is Hono's, as the route
 * declares it; a test (openapi.api.test.ts) checks every route the app answers is here or in INTERNAL_ROUTES.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** The path as the description names it, when two routes name one parameter differently (`/api/pages/{page}`). */
  docPath?: string;
  tag: 'Content' | 'Drafts' | 'Pages' | 'Media' | 'Events';
  summary: string;
  description?: string;
  params?: Record<string, string>;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** A request that passes the schemas above (checked by the test). */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  /** The answer's status and what it holds. */
  answers: Record<string, string>;
}

const PAGE = { page: "The page's slug, or its numeric id." };
const PAGE_ID = { id: "The page's numeric id." };
const SAVED_FIRST = 'Someone saved first.';
/** A lifecycle call's example: page 12 at version 3. */
const AT_VERSION = { params: { id: '12' }, query: { version: '3' } };
const VERSION = 'The page as the server answers it, `{data}` (id, type, attributes with version, title, body...).';

/** One operation: "METHOD path" as the route declares it, its tag and summary, and what else it says. */
function op(
  route: `${Operation['method']} ${string}`,
  tag: Operation['tag'],
  summary: string,
  more: Omit<Operation, 'method' | 'path' | 'tag' | 'summary'>,
): Operation {
  const [method, path] = route.split(' ') as [Operation['method'], string];
  return { method, path, tag, summary, ...more };
}

export const OPERATIONS: readonly Operation[] = [
  op('GET /api/content/home', 'Content', "The home page's published stories, news and events", {
    query: homeQuery,
    example: { query: { locale: 'en' } },
    answers: { 200: '`{data: {...}}`, the home sections.' },
  }),
  op('GET /api/content/:collection', 'Content', "A section's published pages, newest first", {
    params: { collection: 'The section: stories, series, news, projects, events, dataroom or pages.' },
    query: listQuery,
    example: { params: { collection: 'stories' }, query: { locale: 'en', limit: '10' } },
    answers: { 200: '`{data: [page summary]}`.', 404: 'No such section.' },
  }),
  op('GET /api/content/series/:slug/stories', 'Content', "A series' published stories", {
    params: { slug: "The series' slug." },
    answers: { 200: '`{data: [page summary]}`.', 404: 'No such published series.' },
  }),
  op('GET /api/content/:collection/:slug', 'Content', 'One published page with its document', {
    params: { collection: 'The section.', slug: "The page's slug." },
    example: { params: { collection: 'stories', slug: 'a-story' } },
    answers: {
      200: '`{data: page}`: its live version, never a draft.',
      301: 'The page moved: `Location` names it.',
      404: 'No such published page.',
    },
  }),
  op('GET /api/search', 'Content', 'Search published pages', {
    query: searchQuery,
    example: { query: { q: 'harbour', locale: 'en', page: '1' } },
    answers: { 200: '`{data: [hit], meta: {total, page}}`.' },
  }),
  op('GET /api/site_config', 'Content', "The site's name and what readers' pages need of its settings", {
    answers: { 200: '`{data: {...}}`.' },
  }),
  op('GET /api/upcoming_events', 'Events', 'Published events still to come', {
    query: upcomingEventsQuery,
    example: { query: { limit: '5' } },
    answers: { 200: '`{data: [event]}`.' },
  }),
  op('GET /api/period_types', 'Events', "A programme's period types", { answers: { 200: '`{data: [...]}`.' } }),
  op('GET /api/section_pages/:slug', 'Events', "A section page (the what's on page)", {
    params: { slug: "The section page's slug, e.g. what-s-on." },
    answers: { 200: '`{data: {...}}`.', 404: 'No such section page.' },
  }),
  op('GET /api/publications/:slug/programme', 'Events', "A symposium's programme", {
    params: { slug: "The symposium page's slug." },
    answers: { 200: '`{data: {...}}`.', 404: 'No such published symposium.' },
  }),
  op('GET /api/publications/:slug/days/:day', 'Events', "One day of a symposium's programme", {
    params: { slug: "The symposium page's slug.", day: 'The day.' },
    answers: { 200: '`{data: {...}}`.', 404: 'No such day.' },
  }),
  op('GET /api/previews/:token', 'Drafts', "A draft through its preview link's token", {
    description: 'Whoever holds a preview link reads the draft it was made for (no sign-in, no access token).',
    params: { token: "The preview link's token." },
    answers: { 200: '`{data: page}`.', 404: 'No such preview, or it was revoked.' },
  }),
  op('GET /media/:file', 'Media', 'A media file (public; byte ranges supported)', {
    params: { file: "The file's name as a page's document links it." },
    answers: { 200: 'The file.', 206: 'Part of it.', 404: 'No such file.' },
  }),
  op('GET /api/pages/:slug', 'Drafts', 'A page as its editors see it: its draft (draft preview)', {
    docPath: '/api/pages/{page}',
    description:
      "With an access token scoped to drafts: the page's working copy, the draft of a published page with unsaved changes (`has_unpublished_changes`), with `version` to save against.",
    params: PAGE,
    example: { params: { page: 'a-story' } },
    answers: { 200: VERSION, 404: 'No such page, or outside the token’s sections or locales.' },
  }),
  op('POST /api/pages', 'Pages', 'Create a page (a draft)', {
    body: createPageBody,
    example: { body: { page: { title: 'Harbour news', page_collection_slug: 'news', locale: 'en' } } },
    answers: { 201: VERSION, 400: '`{error, fields}`: the body is not right.' },
  }),
  op('PUT /api/pages/:id', 'Pages', "Save a page's title, stand first or document", {
    docPath: '/api/pages/{page}',
    params: { page: "The page's numeric id." },
    body: savePageBody,
    example: { params: { page: '12' }, body: { page: { version: 3, title: 'Harbour news, updated' } } },
    answers: { 200: VERSION, 409: '`{error, current_version}`: someone saved first (the save merges when it can).' },
  }),
  op('PUT /api/pages/:id/settings', 'Pages', "Change a page's address, SEO description, social image or counterpart", {
    params: PAGE_ID,
    body: pageSettingsBody,
    example: { params: { id: '12' }, body: { page: { version: 3, slug: 'harbour-news' } } },
    answers: { 200: VERSION, 409: SAVED_FIRST },
  }),
  op('PUT /api/pages/:id/publish', 'Pages', 'Publish a page (or its draft)', {
    params: PAGE_ID,
    query: lifecycleQuery,
    example: AT_VERSION,
    answers: { 200: VERSION, 409: SAVED_FIRST, 422: 'The publishing checklist stops it.' },
  }),
  op('PUT /api/pages/:id/unpublish', 'Pages', 'Unpublish a page', {
    params: PAGE_ID,
    query: lifecycleQuery,
    example: AT_VERSION,
    answers: { 200: VERSION, 409: SAVED_FIRST },
  }),
  op('PUT /api/pages/:id/schedule', 'Pages', 'Schedule when a page is published and unpublished', {
    params: PAGE_ID,
    body: schedulePageBody,
    example: { params: { id: '12' }, body: { version: 3, publish_at: '2026-12-01T09:00:00Z', unpublish_at: null } },
    answers: { 200: VERSION, 409: SAVED_FIRST },
  }),
  op('POST /api/images', 'Media', 'Upload an image (base64 in JSON)', {
    body: imageUploadBody,
    example: { body: { image: { name: 'harbour.png', caption: 'The harbour', data: 'iVBORw0KGgo=' } } },
    answers: { 201: '`{data: {id, url, ...}}`.', 413: 'Too large.', 415: 'Not an image.' },
  }),
  op('POST /api/videos', 'Media', 'Upload a video (base64 in JSON)', {
    body: videoUploadBody,
    example: { body: { video: { name: 'harbour.mp4', data: 'AAAAGGZ0eXA=' } } },
    answers: { 201: '`{data: {id, url, ...}}`.', 413: 'Too large.', 415: 'Not a video.' },
  }),
];
