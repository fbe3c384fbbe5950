import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Collection, Locale } from '../../contract';
import { useHomeContent, type HomeContent, type PageSummaryResource } from '../store/readerContent';
import { SiteAnnouncement } from '../ui/AnnouncementBox';
import { noticeOf } from '../ui/navigationNoticeState';
import { PageCard } from '../ui/PageCard';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { readerMessages } from '../i18n/reader';
import type { ReaderKey } from '../i18n/reader.en';
import { collectionLabelOf } from './collectionLabels';
import { collectionPathOf } from './paths';
import { siteNameOf, useDocumentMeta } from './useDocumentMeta';
import { useLoadedSiteConfig } from '../store/siteConfig';
import { useLocale } from './useLocale';
import { useMessages } from '../i18n/useMessages';

// Why the app came here (a pasted link the editor may not open): its code loads only when there is a notice.
const NavigationNotice = lazy(() => import('../ui/NavigationNotice'));

/** Each section's heading and empty-state text: keys of the reader catalogue. */
const SECTIONS: Array<{ key: keyof HomeContent; collection: Collection; heading: ReaderKey; empty: ReaderKey }> = [
  { key: 'stories', collection: 'stories', heading: 'home.recentStories', empty: 'home.noStories' },
  { key: 'series', collection: 'series', heading: 'collection.series', empty: 'home.noSeries' },
  { key: 'news', collection: 'news', heading: 'collection.news', empty: 'home.noNews' },
  { key: 'projects', collection: 'projects', heading: 'collection.projects', empty: 'home.noProjects' },
  { key: 'events', collection: 'events', heading: 'events.upcoming', empty: 'events.noUpcoming' },
];

/** The leading story's card spans two columns of `.card-grid` from 721px (styles.css): its picture is drawn that wide. */
const LEAD_SIZES = '(max-width:552px) 100vw,(max-width:720px) 46vw,(max-width:843px) 92vw,(max-width:1123px) 62vw,536px';

export function HomeRoute() {
  const locale = useLocale();
  const t = useMessages(readerMessages, locale);
  useDocumentMeta(null, locale);
  const { state } = useLocation();
  const [notice] = useState(() => noticeOf(state));
  const remote = useHomeContent(locale);
  const siteName = siteNameOf(useLoadedSiteConfig(), locale);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading', { site: siteName })}</h1>
      {notice && (
        <Suspense fallback={null}>
          <NavigationNotice notice={notice} />
        </Suspense>
      )}
      <SiteAnnouncement />
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' &&
        SECTIONS.map((section) => (
          <HomeSection
            key={section.key}
            locale={locale}
            collection={section.collection}
            heading={t(section.heading)}
            empty={t(section.empty)}
            pages={remote.data[section.key] ?? []}
          />
        ))}
    </div>
  );
}

interface HomeSectionProps {
  locale: Locale;
  collection: Collection;
  heading: string;
  empty: string;
  pages: PageSummaryResource[];
}

function HomeSection({ locale, collection, heading, empty, pages }: HomeSectionProps) {
  const headingId = `home-${collection}`;
  const t = useMessages(readerMessages, locale);
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__header">
        <h2 id={headingId}>{heading}</h2>
        <Link to={collectionPathOf(locale, collection)}>
          {t('home.allOf', { collection: collectionLabelOf(collection, locale).toLowerCase() })}
        </Link>
      </div>
      {pages.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className={`card-grid${collection === 'stories' ? ' card-grid--lead' : ''}`}>
          {/* The server's order: the locale's own pages first, newest first; the first story leads, at twice the width. */}
          {pages.map((page, index) => (
            <li key={page.id}>
              <PageCard page={page.attributes} locale={locale} sizes={collection === 'stories' && !index ? LEAD_SIZES : undefined} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
