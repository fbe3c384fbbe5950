import { format } from 'date-fns';
import { enGB, zhHK } from 'date-fns/locale';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Locale } from '../../contract/resources';
import { roleMay } from '../../contract/roles';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEndpointResource,
  type WebhookEvent,
} from '../../contract/webhooks';
import { useMessages } from '../i18n/useMessages';
import { webhooksMessages } from '../i18n/webhooks';
import type { WebhooksKey } from '../i18n/webhooks.en';
import { signInPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { selectSignedIn, useSession } from '../store/session';
import * as webhooks from '../store/webhooks';
import { LoadingMessage } from '../ui/StatusMessage';
import { AccountNav } from './AccountNav';
import { CopyableLink } from './CopyableLink';
import { WebhookDeliveries } from './WebhookDeliveries';
import { useAdminList } from './useAdminList';
import './admin.css';
import './webhooks.css';

type T = (key: WebhooksKey, values?: Record<string, string | number>) => string;

/** `/{locale}/admin/webhooks` (issue 36): administrators' endpoints, their events and delivery logs. */
export function WebhooksRoute() {
  const locale = useLocale();
  const location = useLocation();
  const signedIn = useSession(selectSignedIn);
  const administers = useSession((state) => roleMay(state.user?.attributes.role, 'administer'));
  const t = useMessages(webhooksMessages, locale);
  useDocumentMeta(t('webhooks.title'), locale, t('webhooks.intro'));
  if (!signedIn) return <Navigate to={signInPathOf(locale, location.pathname)} replace />;
  if (!administers) {
    return (
      <div className="admin-screen">
        <h1>{t('webhooks.title')}</h1>
        <p role="alert">{t('webhooks.forbidden')}</p>
      </div>
    );
  }
  return <WebhooksScreen locale={locale} t={t} />;
}

function WebhooksScreen({ locale, t }: { locale: Locale; t: T }) {
  const { data: rows, notice, act } = useAdminList(webhooks.listEndpoints, locale);
  // The secret of an endpoint just made or rotated: shown once, until the screen is left.
  const [secret, setSecret] = useState<{ id: number; secret: string } | null>(null);
  // `#webhook-<id>` (a switched-off endpoint's notification) brings that endpoint into view, focused.
  const { hash } = useLocation();
  useEffect(() => {
    if (rows && hash.startsWith('#webhook-')) document.getElementById(hash.slice(1))?.focus();
  }, [rows, hash]);
  return (
    <div className="admin-screen webhooks">
      <AccountNav locale={locale} />
      <h1>{t('webhooks.title')}</h1>
      <p className="admin-screen__intro">{t('webhooks.intro')}</p>
      <div role="status" aria-live="polite">
        {notice && <p className={notice.error ? 'form-error' : 'admin-notice'}>{notice.text}</p>}
      </div>
      {rows === null ? (
        <LoadingMessage />
      ) : rows.length === 0 ? (
        <p>{t('webhooks.none')}</p>
      ) : (
        <ul className="webhook-list">
          {rows.map((row) => (
            <EndpointItem
              key={row.id}
              row={row}
              locale={locale}
              t={t}
              act={act}
              secret={secret?.id === row.id ? secret.secret : null}
              onSecret={setSecret}
            />
          ))}
        </ul>
      )}
      <AddEndpoint t={t} act={act} onSecret={setSecret} />
    </div>
  );
}

type Act = (work: () => Promise<string>) => Promise<boolean>;

function EventChoices({
  t,
  chosen,
  onChange,
  name,
}: {
  t: T;
  chosen: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  name: string;
}) {
  return (
    <fieldset className="webhook-events">
      <legend>{t('webhooks.events')}</legend>
      {WEBHOOK_EVENTS.map((event) => (
        <label key={event}>
          <input
            type="checkbox"
            name={name}
            checked={chosen.includes(event)}
            onChange={(change) => onChange(change.target.checked ? [...chosen, event] : chosen.filter((each) => each !== event))}
          />{' '}
          {t(`webhooks.event.${event}` as WebhooksKey)}
        </label>
      ))}
    </fieldset>
  );
}

function AddEndpoint({ t, act, onSecret }: { t: T; act: Act; onSecret: (secret: { id: number; secret: string }) => void }) {
  const id = useId();
  const [events, setEvents] = useState<WebhookEvent[]>(['page.published']);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!events.length) return setError(t('webhooks.chooseEvent'));
    setError(null);
    const data = new FormData(form);
    const done = await act(async () => {
      const made = await webhooks.createEndpoint({
        url: String(data.get('url')),
        description: String(data.get('description')),
        events,
        site_build: data.get('site_build') === 'on',
      });
      onSecret({ id: made.id, secret: made.secret });
      return t('webhooks.added');
    });
    if (done) form.reset();
  };
  return (
    <form className="invite-form webhook-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('webhooks.add')}</h2>
      <span className="form__field">
        <label htmlFor={`${id}-url`}>{t('webhooks.url')}</label>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          required
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://"
          aria-describedby={`${id}-hint`}
        />
        <span className="form__hint" id={`${id}-hint`}>
          {t('webhooks.urlHint')}
        </span>
      </span>
      <span className="form__field">
        <label htmlFor={`${id}-description`}>{t('webhooks.description')}</label>
        <input id={`${id}-description`} name="description" maxLength={WEBHOOK_DESCRIPTION_MAX} />
      </span>
      <EventChoices t={t} chosen={events} onChange={setEvents} name="events" />
      <label className="webhook-form__check">
        <input type="checkbox" name="site_build" /> {t('webhooks.siteBuild')}
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary">
        {t('webhooks.save')}
      </button>
    </form>
  );
}

function EndpointItem({
  row,
  locale,
  t,
  act,
  secret,
  onSecret,
}: {
  row: WebhookEndpointResource;
  locale: Locale;
  t: T;
  act: Act;
  secret: string | null;
  onSecret: (secret: { id: number; secret: string }) => void;
}) {
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [showLog, setShowLog] = useState(false);
  const when = (iso: string) => format(new Date(iso), 'PPp', { locale: locale === 'hk' ? zhHK : enGB });
  const confirmed = () =>
    act(async () => {
      setConfirming(null);
      if (confirming === 'delete') {
        await webhooks.deleteEndpoint(row.id);
        return t('webhooks.deleted');
      }
      const rotated = await webhooks.rotateSecret(row.id);
      onSecret({ id: row.id, secret: rotated.secret });
      return t('webhooks.rotated');
    });
  return (
    <li className="webhook-item" id={`webhook-${row.id}`} tabIndex={-1}>
      <div className="webhook-item__head">
        <strong className="webhook-item__url">{row.url}</strong>
        <span className={row.enabled ? 'webhook-badge webhook-badge--on' : 'webhook-badge'}>
          {t(row.enabled ? 'webhooks.on' : 'webhooks.off')}
        </span>
      </div>
      {row.description && <p className="webhook-item__description">{row.description}</p>}
      <p className="webhook-item__events">
        {row.events.map((event) => t(`webhooks.event.${event}` as WebhooksKey)).join(' · ')}
        {row.site_build && ` · ${t('webhooks.event.site.build')}`}
      </p>
      {row.disabled_reason && row.disabled_at && (
        <p className="form-error">{t('webhooks.disabledBecause', { when: when(row.disabled_at), reason: row.disabled_reason })}</p>
      )}
      {secret ? (
        <div className="webhook-secret">
          <p>{t('webhooks.secretOnce')}</p>
          <CopyableLink link={secret} label={t('webhooks.secretTitle')} copyText={t('webhooks.copy')} copiedText={t('webhooks.copied')} />
        </div>
      ) : (
        <p className="webhook-item__hint">{t('webhooks.secretHint', { hint: row.secret_hint })}</p>
      )}
      <div className="webhook-item__actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            void act(async () => {
              await webhooks.updateEndpoint(row.id, { enabled: !row.enabled });
              return t(row.enabled ? 'webhooks.switchedOff' : 'webhooks.switchedOn');
            })
          }
        >
          {t(row.enabled ? 'webhooks.switchOff' : 'webhooks.switchOn')}
        </button>
        <button type="button" className="button button--quiet" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {t('webhooks.deliveries')}
        </button>
        {confirming ? (
          <span
            className="people-table__confirm"
            role="group"
            aria-label={t(confirming === 'delete' ? 'webhooks.deleteConfirm' : 'webhooks.rotateConfirm')}
          >
            <span>{t(confirming === 'delete' ? 'webhooks.deleteConfirm' : 'webhooks.rotateConfirm')}</span>
            <button type="button" className="button button--danger" onClick={() => void confirmed()}>
              {t('webhooks.confirm')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirming(null)}>
              {t('webhooks.cancel')}
            </button>
          </span>
        ) : (
          <>
            <button type="button" className="button button--quiet" onClick={() => setConfirming('rotate')}>
              {t('webhooks.rotate')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirming('delete')}>
              {t('webhooks.delete')}
            </button>
          </>
        )}
      </div>
      {showLog && <WebhookDeliveries endpoint={row} locale={locale} t={t} />}
    </li>
  );
}
