import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type routes and services throw; the app's error handler turns it into `{error}`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new ApiError(400, message, extra);
export const unauthorized = (message = 'Please sign in.') => new ApiError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new ApiError(409, message, extra);
export const unprocessable = (message: string, extra?: Record<string, unknown>) => new ApiError(422, message, extra);

/**
 * A page asked for by an address it had before: the answer is a 301 to `location`, the same call with the page's
 * current slug (spec-less, ours: the old address of a renamed page keeps working).
 */
export class MovedPermanently extends Error {
  constructor(readonly location: string) {
    super('This page has moved.');
  }
}
