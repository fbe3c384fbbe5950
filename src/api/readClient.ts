import { apiPathOf } from '../../contract/readerQueries';
import { staticDataPathOf } from '../../contract/staticData';
import { staticSiteEditorUrl } from '../site/staticSite';
import { apiErrorOf, isErrorBody, type ApiError } from './errors';
import { answeredUnauthorized, authorizationOf, setLanguageOf, type RequestContext } from './sessionLink';

export const REQUEST_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 300;
const RETRIED_STATUSES = new Set([502, 503, 504]);

/** The ky client (client.ts), loaded on first use: staff screens write through it, reader screens never need it. */
export async function staffApi() {
  return (await import('./client')).api;
}

interface ReadOptions {
  searchParams?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  context?: RequestContext;
}

function urlOf(path: string, searchParams: ReadOptions['searchParams'] = {}): string {
  return `${globalThis.location?.origin ?? ''}${apiPathOf({ path, searchParams })}`;
}

/** Where GET `url` is answered: the API, or on the static site the file the export wrote (contract/staticData.ts). */
function answeringUrlOf(url: string): string {
  if (!staticSiteEditorUrl()) return url;
  return `${globalThis.location?.origin ?? ''}${staticDataPathOf(url) ?? url}`;
}

async function fetchWithTimeout(url: string, headers: HeadersInit, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timeout = () => controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  const timer = setTimeout(timeout, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  try {
    return await fetch(url, { headers, signal: controller.signal });
  } catch (error) {
    throw controller.signal.aborted && !signal?.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

interface PreloadedRequest {
  authorization: string | null;
  /** index.html's request; none for an answer the server rendered the page from. */
  response?: Promise<Response>;
  /** Set by index.html once a successful answer's JSON has been read. */
  body?: unknown;
  /** An answer the server rendered the screen from that failed (a page's 404): its first render shows the failure. */
  failure?: ApiError;
}

type Preloads = { mastheadPreload?: Record<string, PreloadedRequest> };

/**
 * Keeps the anonymous answer of GET `path` ('/api/…') the server rendered the screen from, for its first render. A
 * failed one is the API's error body with its `status` ({error, status}).
 */
export function keepServedAnswer(path: string, body: unknown): void {
  const global = globalThis as Preloads;
  const status = isErrorBody(body) ? (body as { status?: unknown }).status : undefined;
  const kept = typeof status === 'number' ? { failure: apiErrorOf(status, body) } : { body };
  (global.mastheadPreload ??= {})[`${globalThis.location?.origin ?? ''}${path}`] = { authorization: null, ...kept };
}

export function forgetServedAnswers(): void {
  delete (globalThis as Preloads).mastheadPreload;
}

/** The request index.html started for this address, if made with the same credentials; each is taken once. */
function takePreloaded(url: string, authorization: string | null): PreloadedRequest | null {
  const preloaded = (globalThis as Preloads).mastheadPreload;
  const request = preloaded?.[url];
  if (!request) return null;
  delete preloaded![url];
  return request.authorization === authorization ? request : null;
}

/**
 * The JSON of GET /api/{path} if index.html's request for it has already succeeded, or the server rendered the screen
 * from it; taken once. Throws the ApiError of an answer the server rendered from that failed.
 */
export function takeArrivedJson<T>(path: string, searchParams?: ReadOptions['searchParams']): T | undefined {
  const url = urlOf(path, searchParams);
  const preloaded = (globalThis as Preloads).mastheadPreload?.[url];
  if (preloaded?.body === undefined && !preloaded?.failure) return undefined;
  const taken = takePreloaded(url, authorizationOf());
  if (taken?.failure) throw taken.failure;
  return taken?.body as T | undefined;
}

/** GET of JSON under /api on fetch, handled as the ky client does, so reader screens load without ky (docs/performance.md). */
export async function getJson<T>(path: string, { searchParams, signal, context = {} }: ReadOptions = {}): Promise<T> {
  const url = urlOf(path, searchParams);
  const authorization = authorizationOf();
  const headers = new Headers({ Accept: 'application/json', ...(authorization ? { Authorization: authorization } : {}) });
  setLanguageOf(headers);
  const fetchNow = () => fetchWithTimeout(answeringUrlOf(url), headers, signal);
  const preloaded = takePreloaded(url, authorization)?.response;
  // Only a success is taken as it is: in mock mode the early request went out before the service worker answered.
  let response = await (preloaded ? preloaded.then((early) => (early.ok ? early : fetchNow()), fetchNow) : fetchNow());
  if (RETRIED_STATUSES.has(response.status)) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    response = await fetchNow();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  if (response.status === 401) answeredUnauthorized(context);
  throw apiErrorOf(response.status, body);
}
