import { AccountNav } from './AccountNav';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SiteSettingsAttributes } from '../../contract/siteSettings';
import { ANNOUNCEMENT_TEXT_MAX, LINK_MAX, SITE_NAME_MAX } from '../../contract/siteSettings';
import { roleMay } from '../../contract/roles';
import { settingsMessages } from '../i18n/settings';
import { useMessages } from '../i18n/useMessages';
import { signInPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { ApiError, ConflictError } from '../store/refusals';
import { selectSignedIn, useSession } from '../store/session';
import { loadSiteSettings, saveSiteSettings } from '../store/siteSettings';
import { errorTextOf, LoadingMessage } from '../ui/StatusMessage';
import { peopleMessages } from '../i18n/people';
import { SsoSettings, ssoBodyOf, ssoFormOf, type SsoForm } from './SsoSettings';
import './siteSettings.css';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'stale' } | { kind: 'error'; text: string };

function TextField({
  id,
  label,
  value,
  max,
  hint,
  onChange,
  required = false,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  hint?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        maxLength={max}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p className="form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

const noAnnouncement = { title: '', subtitle: '', second_title: '', link: '' };

/** `/{locale}/admin/settings`: the site's name, announcement, themed series and own domains, for administrators. */
export function SiteSettingsRoute() {
  const locale = useLocale();
  const location = useLocation();
  const t = useMessages(settingsMessages, locale);
  const roleName = useMessages(peopleMessages, locale);
  useDocumentMeta(t('settings.title'), locale);
  const signedIn = useSession(selectSignedIn);
  const administers = useSession((state) => roleMay(state.user?.attributes.role, 'administer'));
  const [loaded, setLoaded] = useState<SiteSettingsAttributes | null>(null);
  const [form, setForm] = useState<SiteSettingsAttributes | null>(null);
  const [showAnnouncement, setShowAnnouncement] = useState(true);
  const [announcement, setAnnouncement] = useState(noAnnouncement);
  const [announcementHk, setAnnouncementHk] = useState(noAnnouncement);
  const [domains, setDomains] = useState('');
  const [sso, setSso] = useState<SsoForm | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!administers) return;
    let live = true;
    loadSiteSettings().then(
      (settings) => {
        if (!live) return;
        setLoaded(settings);
        setForm(settings);
        setShowAnnouncement(settings.announcement !== null);
        setAnnouncement(settings.announcement ?? noAnnouncement);
        setAnnouncementHk(settings.announcement_hk ?? noAnnouncement);
        setDomains(settings.domains.join('\n'));
        setSso(ssoFormOf(settings));
      },
      (error: unknown) => live && setStatus({ kind: 'error', text: errorTextOf(error, locale) }),
    );
    return () => {
      live = false;
    };
  }, [administers, generation, locale]);

  if (!signedIn) return <Navigate to={signInPathOf(locale, location.pathname)} replace />;
  if (!administers) {
    return (
      <div className="site-settings">
        <h1>{t('settings.title')}</h1>
        <p role="alert">{t('settings.forbidden')}</p>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form) return;
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveSiteSettings({
        version: form.version,
        site_name: form.site_name,
        announcement: showAnnouncement ? announcement : null,
        // All empty: /hk readers see the English one (the server stores null).
        announcement_hk: showAnnouncement ? announcementHk : null,
        themed_series_slug: form.themed_series_slug,
        domains: domains.split(/[\s,]+/).filter(Boolean),
        ...(sso ? { sso: ssoBodyOf(sso) } : {}),
      });
      setLoaded(saved);
      setForm(saved);
      setSso(ssoFormOf(saved));
      setStatus({ kind: 'saved' });
    } catch (error) {
      // A refused field's own message reads better than the server's, which names the field by its path.
      const field = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
      setStatus(error instanceof ConflictError ? { kind: 'stale' } : { kind: 'error', text: field ?? errorTextOf(error, locale) });
    }
  }

  const setName = (key: 'en' | 'hk') => (value: string) => form && setForm({ ...form, site_name: { ...form.site_name, [key]: value } });
  const setPart = (key: keyof typeof noAnnouncement) => (value: string) => setAnnouncement({ ...announcement, [key]: value });
  const setHkPart = (key: keyof typeof noAnnouncement) => (value: string) => setAnnouncementHk({ ...announcementHk, [key]: value });

  return (
    <div className="site-settings">
      <AccountNav locale={locale} />
      <h1>{t('settings.title')}</h1>
      <p>{t('settings.intro')}</p>
      {!form ? (
        status.kind === 'error' ? (
          <p className="form__error" role="alert">
            {status.text}
          </p>
        ) : (
          <LoadingMessage label={t('settings.loading')} />
        )
      ) : (
        <form className="form" onSubmit={submit}>
          {!loaded?.saved && <p className="site-settings__note">{t('settings.defaults')}</p>}
          <fieldset className="site-settings__group">
            <legend>{t('settings.siteName')}</legend>
            <TextField
              id="site-name-en"
              label={t('settings.siteNameEn')}
              value={form.site_name.en}
              max={SITE_NAME_MAX}
              required
              onChange={setName('en')}
            />
            <TextField
              id="site-name-hk"
              label={t('settings.siteNameHk')}
              value={form.site_name.hk}
              max={SITE_NAME_MAX}
              required
              onChange={setName('hk')}
            />
          </fieldset>
          <fieldset className="site-settings__group">
            <legend>{t('settings.announcement')}</legend>
            <label className="site-settings__check">
              <input type="checkbox" checked={showAnnouncement} onChange={(event) => setShowAnnouncement(event.target.checked)} />
              {t('settings.announcementShow')}
            </label>
            {showAnnouncement && (
              <>
                <h3 className="site-settings__subhead">{t('settings.announcementEn')}</h3>
                <TextField
                  id="announcement-title"
                  label={t('settings.announcementTitle')}
                  value={announcement.title}
                  max={ANNOUNCEMENT_TEXT_MAX}
                  required
                  onChange={setPart('title')}
                />
                <TextField
                  id="announcement-subtitle"
                  label={t('settings.announcementSubtitle')}
                  value={announcement.subtitle}
                  max={ANNOUNCEMENT_TEXT_MAX}
                  onChange={setPart('subtitle')}
                />
                <TextField
                  id="announcement-second-title"
                  label={t('settings.announcementSecondTitle')}
                  value={announcement.second_title}
                  max={ANNOUNCEMENT_TEXT_MAX}
                  onChange={setPart('second_title')}
                />
                <TextField
                  id="announcement-link"
                  label={t('settings.announcementLink')}
                  value={announcement.link}
                  max={LINK_MAX}
                  hint={t('settings.announcementLinkHint', {
                    examples: `https://example.org/apply, /${locale}/events/open-day, mailto:office@example.org`,
                  })}
                  required
                  onChange={setPart('link')}
                />
                <h3 className="site-settings__subhead">{t('settings.announcementHk')}</h3>
                <p className="form__hint">{t('settings.announcementHkHint')}</p>
                <TextField
                  id="announcement-hk-title"
                  label={t('settings.announcementHkTitle')}
                  value={announcementHk.title}
                  max={ANNOUNCEMENT_TEXT_MAX}
                  required={Boolean(announcementHk.subtitle || announcementHk.second_title || announcementHk.link)}
                  onChange={setHkPart('title')}
                />
                <TextField
                  id="announcement-hk-subtitle"
                  label={t('settings.announcementHkSubtitle')}
                  value={announcementHk.subtitle}
                  max={ANNOUNCEMENT_TEXT_MAX}
                  onChange={setHkPart('subtitle')}
                />
                <TextField
                  id="announcement-hk-second-title"
                  label={t('settings.announcementHkSecondTitle')}
                  value={announcementHk.second_title}
                  max={ANNOUNCEMENT_TEXT_MAX}
                  onChange={setHkPart('second_title')}
                />
                <TextField
                  id="announcement-hk-link"
                  label={t('settings.announcementHkLink')}
                  value={announcementHk.link}
                  max={LINK_MAX}
                  hint={t('settings.announcementHkLinkHint', { example: '/hk/events/open-day' })}
                  onChange={setHkPart('link')}
                />
              </>
            )}
          </fieldset>
          <fieldset className="site-settings__group">
            <legend>{t('settings.series')}</legend>
            <TextField
              id="themed-series"
              label={t('settings.seriesSlug')}
              value={form.themed_series_slug}
              max={200}
              hint={t('settings.seriesHint', { example: 'city-of-water' })}
              onChange={(value) => setForm({ ...form, themed_series_slug: value })}
            />
          </fieldset>
          <fieldset className="site-settings__group">
            <legend>{t('settings.domains')}</legend>
            <div className="form__field">
              <label htmlFor="site-domains">{t('settings.domains')}</label>
              <textarea
                id="site-domains"
                rows={4}
                value={domains}
                aria-describedby="site-domains-hint"
                onChange={(event) => setDomains(event.target.value)}
              />
              <p className="form__hint" id="site-domains-hint">
                {t('settings.domainsHint', { example: 'www.example.org' })}
              </p>
            </div>
          </fieldset>
          {sso && (
            <SsoSettings
              form={sso}
              secretSet={form.sso.client_secret_set}
              callbackUrl={form.sso.callback_url}
              onChange={setSso}
              t={t}
              roleName={roleName}
            />
          )}
          {status.kind === 'error' && (
            <p className="form__error" role="alert">
              {status.text}
            </p>
          )}
          {status.kind === 'stale' && (
            <div className="form__error" role="alert">
              <p>{t('settings.stale')}</p>
              <button
                type="button"
                className="button"
                onClick={() => (setStatus({ kind: 'idle' }), setForm(null), setGeneration((n) => n + 1))}
              >
                {t('settings.reload')}
              </button>
            </div>
          )}
          {status.kind === 'saved' && <p role="status">{t('settings.saved')}</p>}
          <button className="button button--primary" type="submit" disabled={status.kind === 'saving'}>
            {status.kind === 'saving' ? t('settings.saving') : t('settings.save')}
          </button>
        </form>
      )}
    </div>
  );
}
