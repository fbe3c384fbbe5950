import type { Locale } from '../../contract';
import { ApiError, ConflictError, ForbiddenError, NotFoundError, SignedOutError, UnprocessableError } from '../store/refusals';
import { readerMessages } from '../i18n/reader';
import { useLocale } from '../routes/useLocale';
import { translatorOf } from '../i18n/translate';
import { useMessages } from '../i18n/useMessages';

/**
 * The refusals screens act on: a 401, a 403, a 404 or 410, a 409 made on a version the server no longer has (`stale`,
 * with the current version) or clashing otherwise (`conflict`), and a 422 of the publishing checks.
 */
export type RefusalKind = 'signedOut' | 'forbidden' | 'notFound' | 'stale' | 'conflict' | 'unprocessable';

/** Which refusal `error` is, from its class (src/api/errors.ts makes them); null for any other failure. */
export function refusalOf(error: unknown): RefusalKind | null {
  if (error instanceof ConflictError) return error.currentVersion === null ? 'conflict' : 'stale';
  if (error instanceof SignedOutError) return 'signedOut';
  if (error instanceof ForbiddenError) return 'forbidden';
  if (error instanceof NotFoundError) return 'notFound';
  return error instanceof UnprocessableError ? 'unprocessable' : null;
}

/** What a screen says of a refusal in its own words ("Someone else changed this day..."), by kind. */
export type RefusalWords = Partial<Record<RefusalKind, string>>;

/**
 * The one wording of a failed call, in the interface's locale: the screen's own words for its kind of refusal, else the
 * server's message (which it words in the request's language), else ours.
 */
export function errorTextOf(error: unknown, locale: Locale, words: RefusalWords = {}): string {
  const t = translatorOf(readerMessages, locale);
  const kind = refusalOf(error);
  if (kind && words[kind]) return words[kind];
  if (error instanceof ApiError) {
    const ours = error.message === `The request failed (${error.status}).`;
    return ours ? t('error.requestFailed', { status: error.status }) : error.message;
  }
  const name = (error as Error | null)?.name;
  if (name === 'TimeoutError') return t('error.timeout');
  if (name === 'NetworkError' || error instanceof TypeError) return t('error.network');
  return t('error.generic');
}

export function LoadingMessage({ label }: { label?: string }) {
  const t = useMessages(readerMessages);
  return (
    <p className="status-message" role="status">
      {label ?? t('status.loading')}
    </p>
  );
}

/** A failed call, said as `errorTextOf` words it. */
export function ErrorMessage({ error, words }: { error: unknown; words?: RefusalWords }) {
  const locale = useLocale();
  return (
    <p className="status-message status-message--error" role="alert">
      {errorTextOf(error, locale, words)}
    </p>
  );
}
