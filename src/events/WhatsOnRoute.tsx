import { UPCOMING_LIMIT } from '../../contract/readerQueries';
import { lazy, Suspense, useState } from 'react';
import { WHATS_ON_SLUG, type Locale, type SectionPageAttributes } from '../../contract';
import { readerMessages } from '../i18n/reader';
import { DocumentView } from '../reader/DocumentView';
import { useDocumentMeta, useSiteName } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { useUpcomingEvents } from '../store/events';
import { useSectionPage } from '../store/sectionPages';
import { PageCard } from '../ui/PageCard';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import './events.css';
import { useMessages } from '../i18n/useMessages';

const WhatsOnEditor = lazy(() => import('./WhatsOnEditor'));

export { UPCOMING_LIMIT };

/** The what's on section page (spec 7.6): its intro and featured events, then the upcoming events, soonest first. */
export function WhatsOnRoute() {
  const locale = useLocale();
  const t = useMessages(readerMessages, locale);
  const [generation, setGeneration] = useState(0);
  const [editing, setEditing] = useState(false);
  const section = useSectionPage(WHATS_ON_SLUG, generation);
  const page = section.status === 'ready' ? section.data : null;
  // The section page is one page, written for /en: /hk names it in Chinese.
  const title = page && locale === 'en' ? page.title : t('header.whatsOn');
  const site = useSiteName(locale);
  useDocumentMeta(title, locale, t('whatsOn.description', { site }));
  return (
    <div className="whats-on">
      {section.status === 'loading' && <LoadingMessage />}
      {section.status === 'error' && <ErrorMessage error={section.error} />}
      {page && (
        <>
          <header className="whats-on__header">
            <h1>{title}</h1>
            {page.editable && !editing && (
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {t('whatsOn.edit')}
              </button>
            )}
          </header>
          {editing ? (
            <Suspense fallback={<LoadingMessage label={t('whatsOn.loadingEditor')} />}>
              <WhatsOnEditor
                page={page}
                locale={locale}
                onDone={(saved) => {
                  setEditing(false);
                  if (saved) setGeneration((count) => count + 1);
                }}
              />
            </Suspense>
          ) : (
            <SectionContent page={page} locale={locale} />
          )}
        </>
      )}
      <UpcomingEvents locale={locale} generation={generation} />
    </div>
  );
}

function SectionContent({ page, locale }: { page: SectionPageAttributes; locale: Locale }) {
  const t = useMessages(readerMessages, locale);
  return (
    <>
      <DocumentView document={page.intro} />
      {page.featured_events.length > 0 && (
        <section className="whats-on__section" aria-labelledby="whats-on-featured">
          <h2 id="whats-on-featured">{t('whatsOn.featured')}</h2>
          <ul className="card-grid">
            {page.featured_events.map((event) => (
              <li key={event.id}>
                <PageCard page={event.attributes} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function UpcomingEvents({ locale, generation }: { locale: Locale; generation: number }) {
  const t = useMessages(readerMessages, locale);
  const upcoming = useUpcomingEvents(UPCOMING_LIMIT, generation);
  return (
    <section className="whats-on__section" aria-labelledby="whats-on-upcoming">
      <h2 id="whats-on-upcoming">{t('events.upcoming')}</h2>
      {upcoming.status === 'loading' && <LoadingMessage />}
      {upcoming.status === 'error' && <ErrorMessage error={upcoming.error} />}
      {upcoming.status === 'ready' &&
        (upcoming.data.data.length === 0 ? (
          <p className="empty">{t('events.noUpcoming')}</p>
        ) : (
          <ul className="card-grid">
            {upcoming.data.data.map((event) => (
              <li key={event.id}>
                <PageCard page={event.attributes} locale={locale} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
