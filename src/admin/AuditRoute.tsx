import { AccountNav } from './AccountNav';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { roleMay } from '../../contract/roles';
import { AUDIT_ACTIONS, type AuditEntryResource } from '../../contract/audit';
import type { Locale } from '../../contract';
import { auditMessages } from '../i18n/audit';
import type { AuditKey } from '../i18n/audit.en';
import { useMessages } from '../i18n/useMessages';
import type { Translate } from '../i18n/translate';
import { SignedInOnly } from '../memo/SignedInOnly';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { downloadAuditCsv, useAuditPage, type AuditFilters } from '../store/audit';
import { useSession } from '../store/session';
import { ErrorMessage, LoadingMessage, errorTextOf } from '../ui/StatusMessage';
import './audit.css';

/** The filters a person types, as they stand in the address (dates as YYYY-MM-DD, read in the browser's time zone). */
const FIELDS = ['person', 'action', 'page', 'from', 'to', 'q'] as const;
const SUBJECTS = ['auth', 'page', 'media', 'programme', 'section'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight starting a day typed as YYYY-MM-DD, `days` later, as the instant the server reads. */
function startOfDay(day: string | null, days = 0): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function filtersOf(params: URLSearchParams): AuditFilters {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  return {
    person: value('person'),
    action: value('action'),
    page: value('page'),
    // The day typed under "To" is included: the server's `to` is the next midnight.
    from: startOfDay(params.get('from')),
    to: startOfDay(params.get('to'), 1),
    q: value('q'),
    before: value('before'),
  };
}

/** /{locale}/admin/audit: the audit log for administrators, filtered through the address (issue 32). */
export default function AuditRoute() {
  const locale = useLocale();
  const t = useMessages(auditMessages, locale);
  useDocumentMeta(t('audit.title'), locale);
  return (
    <SignedInOnly>
      <AdministratorsOnly locale={locale} />
    </SignedInOnly>
  );
}

function AdministratorsOnly({ locale }: { locale: Locale }) {
  const t = useMessages(auditMessages, locale);
  const role = useSession((state) => state.user?.attributes.role);
  if (!roleMay(role, 'administer')) {
    return (
      <div className="audit">
        <h1>{t('audit.title')}</h1>
        <p className="status-message status-message--error" role="alert">
          {t('audit.forbidden')}
        </p>
      </div>
    );
  }
  return <AuditLog locale={locale} />;
}

const actionLabel = (t: Translate<AuditKey>, action: string) =>
  (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`audit.action.${action}` as AuditKey) : action;

function AuditLog({ locale }: { locale: Locale }) {
  const t = useMessages(auditMessages, locale);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const remote = useAuditPage(filters);
  const [csvError, setCsvError] = useState<string | null>(null);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of FIELDS) {
      const value = form.get(field);
      if (typeof value === 'string' && value.trim()) next.set(field, value.trim());
    }
    setParams(next);
  }

  async function download() {
    setCsvError(null);
    try {
      await downloadAuditCsv(filters, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setCsvError(t('audit.csvFailed', { message: errorTextOf(error, locale) }));
    }
  }

  const withoutPage = new URLSearchParams(params);
  withoutPage.delete('before');
  const olderParams = (next: string) => {
    const older = new URLSearchParams(withoutPage);
    older.set('before', next);
    return `?${older}`;
  };

  return (
    <div className="audit">
      <AccountNav locale={locale} />
      <h1>{t('audit.title')}</h1>
      <p className="audit__intro">{t('audit.intro')}</p>
      {/* Keyed by the address, so Back and Clear show the filters in force. */}
      <form key={withoutPage.toString()} className="audit__filters" aria-label={t('audit.filters')} onSubmit={apply}>
        <label>
          <span>{t('audit.person')}</span>
          <input name="person" defaultValue={params.get('person') ?? ''} placeholder={t('audit.personHint')} maxLength={200} />
        </label>
        <label>
          <span>{t('audit.action')}</span>
          <select name="action" defaultValue={params.get('action') ?? ''}>
            <option value="">{t('audit.anyAction')}</option>
            {SUBJECTS.map((subject) => (
              <optgroup key={subject} label={t(`audit.group.${subject}`)}>
                <option value={subject}>{t(`audit.group.${subject}`)}</option>
                {AUDIT_ACTIONS.filter((action) => action.startsWith(`${subject}.`)).map((action) => (
                  <option key={action} value={action}>
                    {actionLabel(t, action)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          <span>{t('audit.page')}</span>
          <input name="page" defaultValue={params.get('page') ?? ''} placeholder={t('audit.pageHint')} maxLength={200} />
        </label>
        <label>
          <span>{t('audit.from')}</span>
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </label>
        <label>
          <span>{t('audit.to')}</span>
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </label>
        <label>
          <span>{t('audit.text')}</span>
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} maxLength={200} />
        </label>
        <div className="audit__actions">
          <button type="submit" className="button">
            {t('audit.apply')}
          </button>
          <Link className="button button--quiet" to="?">
            {t('audit.clear')}
          </Link>
          <button type="button" className="button button--quiet" onClick={() => void download()}>
            {t('audit.csv')}
          </button>
        </div>
      </form>
      {csvError && (
        <p className="status-message status-message--error" role="alert">
          {csvError}
        </p>
      )}
      {remote.status === 'loading' && <LoadingMessage label={t('audit.loading')} />}
      {remote.status === 'error' && (
        <ErrorMessage error={remote.error} words={{ forbidden: t('audit.forbidden'), signedOut: t('audit.signIn') }} />
      )}
      {remote.status === 'ready' && remote.data.entries.length === 0 && <p className="status-message">{t('audit.none')}</p>}
      {remote.status === 'ready' && remote.data.entries.length > 0 && (
        <>
          <div className="audit__table-wrap">
            <table className="audit__table">
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.what')}</th>
                  <th scope="col">{t('audit.subject')}</th>
                  <th scope="col">{t('audit.address')}</th>
                  <th scope="col">{t('audit.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {remote.data.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} locale={locale} t={t} />
                ))}
              </tbody>
            </table>
          </div>
          {(params.has('before') || remote.data.next) && (
            <nav className="audit__pages" aria-label={t('audit.pages')}>
              {params.has('before') && <Link to={`?${withoutPage}`}>{t('audit.newer')}</Link>}
              {remote.data.next && <Link to={olderParams(remote.data.next)}>{t('audit.older')}</Link>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

const timeFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
const formatTime = (at: string, locale: Locale) =>
  (timeFormats[locale] ??= new Intl.DateTimeFormat(locale === 'hk' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  })).format(new Date(at));

const shown = (value: unknown) => (value === null || value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value));

function AuditRow({ entry, locale, t }: { entry: AuditEntryResource; locale: Locale; t: Translate<AuditKey> }) {
  const scheduled = !entry.actor && (entry.action === 'page.publish' || entry.action === 'page.unpublish');
  // On a phone each entry is a card, its cells named by the columns' headings (data-label, audit.css).
  return (
    <tr>
      <td className="audit__when">
        <time dateTime={entry.at}>{formatTime(entry.at, locale)}</time>
      </td>
      <td data-label={t('audit.who')}>
        {entry.actor ? entry.actor.name : <span className="audit__muted">{scheduled ? t('audit.system') : t('audit.nobody')}</span>}
      </td>
      <td data-label={t('audit.what')}>
        <span className="audit__action">{actionLabel(t, entry.action)}</span> <code className="audit__code">{entry.action}</code>
      </td>
      <td data-label={t('audit.subject')}>
        {entry.page ? `${entry.page.title} (#${entry.page.id})` : entry.person ? entry.person.name : '–'}
      </td>
      <td data-label={t('audit.address')}>{entry.address ?? '–'}</td>
      <td data-label={t('audit.changes')} className={entry.changes ? undefined : 'audit__empty'}>
        {entry.changes && (
          <ul className="audit__changes">
            {Object.entries(entry.changes).map(([field, change]) => (
              <li key={field}>
                <code>{field}</code> {change.from === null ? shown(change.to) : `${shown(change.from)} → ${shown(change.to)}`}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
