import ky, { isHTTPError, isNetworkError, isTimeoutError, type HTTPError } from 'ky';
import type { ErrorBody } from '../../contract';
import { localeOfPath, signInPathOf } from '../routes/paths';
import { useSession } from '../store/session';

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

export interface RequestContext extends Record<string, unknown> {
  keepSessionOnUnauthorized?: boolean;
}

type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigate(next: Navigate): void {
  navigate = next;
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ErrorBody).error === 'string';
}

function toApiError(error: HTTPError): ApiError {
  const { status } = error.response;
  const message = isErrorBody(error.data) ? error.data.error : `The request failed (${status}).`;
  return new ApiError(status, message, error.data);
}

function redirectToSignIn(): void {
  useSession.getState().clear();
  const { pathname, search, hash } = window.location;
  const locale = localeOfPath(pathname) ?? 'en';
  if (pathname === signInPathOf(locale)) return;
  navigate(signInPathOf(locale, `${pathname}${search}${hash}`));
}

export const api = ky.create({
  prefix: '/api',
  baseUrl: globalThis.location?.origin,
  retry: { limit: 1, statusCodes: [502, 503, 504] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const { token } = useSession.getState();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        const apiKey: unknown = import.meta.env.VITE_API_KEY;
        if (typeof apiKey === 'string' && apiKey && new URL(request.url).pathname.startsWith('/api/ex/')) request.headers.set('X-Api-Key', apiKey);
      },
    ],
    afterResponse: [
      ({ response, options }) => {
        const context = options.context as RequestContext;
        if (response.status === 401 && !context.keepSessionOnUnauthorized) redirectToSignIn();
      },
    ],
    beforeError: [({ error }) => (isHTTPError(error) ? toApiError(error) : error)],
  },
});

export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isTimeoutError(error)) return 'The server took too long to answer. Please try again.';
  if (isNetworkError(error) || error instanceof TypeError) return 'Could not reach the server. Please try again.';
  return 'Something went wrong. Please try again.';
}
