import { Link } from 'react-router-dom';
import type { Collection, Locale } from '../../contract';
import * as content from '../api/content';
import { SiteAnnouncement } from '../ui/AnnouncementBox';
import { PageCard } from '../ui/PageCard';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { collectionLabels } from './collectionLabels';
import { collectionPathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useRemote } from './useRemote';

const SECTIONS: Array<{ key: keyof content.HomeContent; collection: Collection; heading: string; empty: string }> = [
  { key: 'stories', collection: 'stories', heading: 'Recent stories', empty: 'No stories yet.' },
  { key: 'series', collection: 'series', heading: 'Series', empty: 'No series yet.' },
  { key: 'news', collection: 'news', heading: 'News', empty: 'No news yet.' },
  { key: 'projects', collection: 'projects', heading: 'Projects', empty: 'No projects yet.' },
  { key: 'events', collection: 'events', heading: 'Upcoming events', empty: 'No upcoming events.' },
];

export function HomeRoute() {
  const locale = useLocale();
  useDocumentMeta(null, locale);
  const remote = useRemote(`home:${locale}`, (signal) => content.home(locale, { signal }), () => content.arrivedHome(locale));
  return (
    <div className="home">
      <h1 className="visually-hidden">Latest from Masthead</h1>
      <SiteAnnouncement />
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' &&
        SECTIONS.map((section) => (
          <HomeSection
            key={section.key}
            locale={locale}
            collection={section.collection}
            heading={section.heading}
            empty={section.empty}
            pages={remote.data[section.key] ?? []}
          />
        ))}
    </div>
  );
}

const newestFirst = (a: content.PageSummaryResource, b: content.PageSummaryResource) =>
  (b.attributes.published_at ?? '').localeCompare(a.attributes.published_at ?? '');

interface HomeSectionProps {
  locale: Locale;
  collection: Collection;
  heading: string;
  empty: string;
  pages: content.PageSummaryResource[];
}

function HomeSection({ locale, collection, heading, empty, pages }: HomeSectionProps) {
  const headingId = `home-${collection}`;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__header">
        <h2 id={headingId}>{heading}</h2>
        <Link to={collectionPathOf(locale, collection)}>All {collectionLabels[collection].toLowerCase()}</Link>
      </div>
      {pages.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className={`card-grid${collection === 'stories' ? ' card-grid--lead' : ''}`}>
          {/* The newest story leads its section, at twice the width. */}
          {[...pages].sort(collection === 'stories' ? newestFirst : () => 0).map((page) => (
            <li key={page.id}>
              <PageCard page={page.attributes} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
