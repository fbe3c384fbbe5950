import { format } from 'date-fns';
import { enGB, zhHK } from 'date-fns/locale';
import { useCallback } from 'react';
import type { Locale } from '../../contract/resources';
import type { WebhookDeliveryResource, WebhookEndpointResource } from '../../contract/webhooks';
import type { WebhooksKey } from '../i18n/webhooks.en';
import * as webhooks from '../store/webhooks';
import { LoadingMessage } from '../ui/StatusMessage';
import { useAdminList } from './useAdminList';

/** A delivery's JSON body, indented for reading (sent as compact JSON). */
const prettyJson = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

type T = (key: WebhooksKey, values?: Record<string, string | number>) => string;

/** An endpoint's delivery log (7 days, newest first): each delivery's request, its attempts' answers, and "Send again". */
export function WebhookDeliveries({ endpoint, locale, t }: { endpoint: WebhookEndpointResource; locale: Locale; t: T }) {
  const fetch = useCallback(() => webhooks.listDeliveries(endpoint.id), [endpoint.id]);
  const { data: page, setData: setPage, notice, load, act } = useAdminList(fetch, locale);
  const rows = page?.data ?? null;
  const when = (iso: string) => format(new Date(iso), 'PPpp', { locale: locale === 'hk' ? zhHK : enGB });
  const more = async () => {
    if (!page?.next) return;
    const older = await webhooks.listDeliveries(endpoint.id, page.next);
    setPage({ data: [...page.data, ...older.data], next: older.next });
  };
  const sendAgain = (delivery: WebhookDeliveryResource) =>
    act(async () => (await webhooks.resendDelivery(endpoint.id, delivery.id), t('webhooks.sentAgain')));
  return (
    <section className="webhook-log" aria-label={t('webhooks.deliveries')}>
      <div className="webhook-log__head">
        <p>{t('webhooks.deliveriesIntro')}</p>
        <button type="button" className="button button--quiet" onClick={() => void load()}>
          {t('webhooks.refresh')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {notice && <p className={notice.error ? 'form-error' : 'admin-notice'}>{notice.text}</p>}
      </div>
      {rows === null ? (
        <LoadingMessage />
      ) : rows.length === 0 ? (
        <p>{t('webhooks.noDeliveries')}</p>
      ) : (
        <ol className="webhook-deliveries">
          {rows.map((delivery) => (
            <li key={delivery.id} className={`webhook-delivery webhook-delivery--${delivery.status}`}>
              <details>
                <summary>
                  <span className="webhook-delivery__status">{t(`webhooks.status.${delivery.status}` as WebhooksKey)}</span>{' '}
                  <span>{t(`webhooks.event.${delivery.event}` as WebhooksKey)}</span>{' '}
                  <time dateTime={delivery.created_at}>{when(delivery.created_at)}</time>
                </summary>
                <h4>{t('webhooks.request')}</h4>
                <pre className="webhook-delivery__request">
                  {Object.entries(delivery.request.headers ?? {})
                    .map(([name, value]) => `${name}: ${value}`)
                    .join('\n')}
                  {'\n\n'}
                  {prettyJson(delivery.request.body)}
                </pre>
                <ol className="webhook-attempts">
                  {delivery.attempt_log.map((attempt) => (
                    <li key={attempt.number}>
                      <strong>{t('webhooks.attempt', { number: attempt.number })}</strong> · {when(attempt.started_at)} ·{' '}
                      {t(`webhooks.outcome.${attempt.outcome}` as WebhooksKey)}
                      {attempt.response_status !== null && ` · HTTP ${attempt.response_status}`}
                      {attempt.error && <p className="webhook-attempts__error">{attempt.error}</p>}
                      {attempt.response_body && (
                        <>
                          <h5>{t('webhooks.response')}</h5>
                          <pre>{attempt.response_body}</pre>
                        </>
                      )}
                    </li>
                  ))}
                </ol>
                {delivery.next_attempt_at && <p>{t('webhooks.nextAttempt', { when: when(delivery.next_attempt_at) })}</p>}
              </details>
              <button type="button" className="button button--quiet" disabled={!endpoint.enabled} onClick={() => void sendAgain(delivery)}>
                {t('webhooks.sendAgain')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {page?.next && (
        <button type="button" className="button button--quiet" onClick={() => void more()}>
          {t('webhooks.moreDeliveries')}
        </button>
      )}
    </section>
  );
}
