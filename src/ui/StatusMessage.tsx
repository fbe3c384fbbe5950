import type { Locale } from '../../contract';
import { ApiError } from '../api/readClient';
import { readerMessages } from '../i18n/reader';
import { useLocale } from '../routes/useLocale';
import { translatorOf } from '../i18n/translate';
import { useMessages } from '../i18n/useMessages';

/**
 * What to tell the reader about a failed call, in the interface's locale: the server's own message when it sent one,
 * else ours (as `errorMessageOf` in src/api/readClient.ts words them in English).
 */
export function errorTextOf(error: unknown, locale: Locale): string {
  const t = translatorOf(readerMessages, locale);
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

export function ErrorMessage({ error }: { error: unknown }) {
  const locale = useLocale();
  return (
    <p className="status-message status-message--error" role="alert">
      {errorTextOf(error, locale)}
    </p>
  );
}
