import { Link } from 'react-router-dom';
import type { Locale, PageSummary } from '../../contract';
import { formatDate, useDatesInUtc } from '../reader/formatDate';
import { publicPathOf } from '../routes/paths';

interface PageCardProps {
  page: PageSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
}

export function PageCard({ page, locale, headingLevel = 3 }: PageCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const utc = useDatesInUtc();
  const eventDate = page.event ? formatDate(page.event.date, locale) : null;
  const date = eventDate ?? formatDate(page.published_at, locale, utc);
  const dateValue = page.event?.date ?? page.published_at ?? undefined;
  return (
    <article className="page-card">
      {page.image_url && <img className="page-card__image" src={page.image_url} alt="" loading="lazy" />}
      <Heading className="page-card__title">
        <Link to={publicPathOf(locale, page.collection, page.slug)}>{page.title}</Link>
      </Heading>
      {date && (
        <p className="page-card__meta">
          {page.event?.place.name && <span>{page.event.place.name} · </span>}
          <time dateTime={dateValue}>{date}</time>
        </p>
      )}
      {page.precis && <p className="page-card__precis">{page.precis}</p>}
    </article>
  );
}
