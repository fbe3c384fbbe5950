import type { ConflictBody, ErrorBody } from '../../contract';
import type { SaveMerge } from '../../contract/blockMerge';
import type { PublishRefusalBody, UndescribedImage } from '../../contract/imageAlt';
import type { Checklist, ChecklistItem } from '../../contract/checklist';

/**
 * A call the server refused or failed (4xx, 5xx), with its message, its field messages and its body. The refusals the
 * screens act on each have their own class below, made here alone (`apiErrorOf`) from the status and the body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fields = isErrorBody(body) && body.fields ? body.fields : {};
  }
}

/** 401: the session ended or never was (the client has already sent the person to sign in, unless told not to). */
export class SignedOutError extends ApiError {}

/** 403: the account may not do this. */
export class ForbiddenError extends ApiError {}

/** 404 and 410: nothing (any more) at this address, or nothing this account may see. */
export class NotFoundError extends ApiError {}

/**
 * 409: the change was made on a version the server no longer has (`currentVersion` is the one it has; `merge` the
 * merge of both saves, for a document), or it clashes with the page's state or another page (`fields` says which).
 */
export class ConflictError extends ApiError {
  readonly currentVersion: number | null = numberOr(bodyOf(this).current_version, null);
  readonly merge: SaveMerge | null = bodyOf(this).merge ?? null;
}

/** 422: the publishing checks refused the page; `images` lists the first of its `imageCount` images without alt text. */
export class UnprocessableError extends ApiError {
  readonly images = listOf(bodyOf(this).images).filter((image): image is UndescribedImage =>
    Number.isInteger((image as UndescribedImage | null)?.block),
  );
  readonly imageCount: number = Math.max(numberOr(bodyOf(this).image_count, 0), this.images.length);
  /** The checklist that refused it (issue 33): every item, blocking ones first. */
  readonly checklist = listOf(bodyOf(this).checklist?.items).filter(
    (item): item is ChecklistItem => typeof (item as ChecklistItem | null)?.code === 'string',
  );
}

type RefusalBody = Partial<ConflictBody & PublishRefusalBody> & { merge?: SaveMerge; checklist?: Partial<Checklist> };

const bodyOf = (error: ApiError) => (error.body ?? {}) as RefusalBody;
const numberOr = <T>(value: unknown, otherwise: T) => (typeof value === 'number' ? value : otherwise);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const REFUSALS: Record<number, typeof ApiError> = {
  401: SignedOutError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  410: NotFoundError,
  422: UnprocessableError,
};

export function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ErrorBody).error === 'string';
}

/**
 * The server's message without the request field it begins with ("page.slug: Use lower-case…" gives "Use
 * lower-case…"): people are never shown a field's name. The field stays in `fields`.
 */
function shownMessageOf({ error, fields = {} }: ErrorBody): string {
  const field = Object.keys(fields).find((name) => error.startsWith(`${name}: `));
  return field ? error.slice(field.length + 2) : error;
}

/** The one place a failed answer becomes an error: both clients (readClient.ts, client.ts) throw what this makes. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const Refusal = REFUSALS[status] ?? ApiError;
  return new Refusal(status, isErrorBody(body) ? shownMessageOf(body) : `The request failed (${status}).`, body);
}
