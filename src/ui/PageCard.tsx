import { Link } from 'react-router-dom';
import type { Locale, PageSummary } from '../../contract';
import { readerMessages } from '../i18n/reader';
import { translatorOf } from '../i18n/translate';
import { isoDayOf, utcDayOf } from '../reader/calendar';
import { formatDate, useDatesInUtc } from '../reader/formatDate';
import { publicPathOf } from '../routes/paths';
import { Picture } from '../blocks/Picture';

interface PageCardProps {
  page: PageSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** How wide the card's picture is drawn, when not a card of the grid's width. */
  sizes?: string;
}

/** A card's width in `.card-grid` (styles.css): one column up to 552px, then two, three, and four of 254px. */
const CARD_SIZES = '(max-width:552px) 100vw,(max-width:843px) 46vw,(max-width:1123px) 31vw,254px';

export function PageCard({ page, locale, headingLevel = 3, sizes = CARD_SIZES }: PageCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const utc = useDatesInUtc();
  const eventDate = page.event ? formatDate(page.event.date, locale) : null;
  const date = eventDate ?? formatDate(page.published_at, locale, utc);
  const dateValue = page.event?.date ?? page.published_at ?? undefined;
  // By the same day as the dates shown (the reader's, or UTC in the server's render and until hydration).
  const past = page.event ? page.event.date.slice(0, 10) < (utc ? utcDayOf(new Date()) : isoDayOf(new Date())) : false;
  return (
    <article className={`page-card${past ? ' page-card--past' : ''}`}>
      {/* Cards without an image keep the image's place, so a row's titles line up. */}
      {page.image_url ? (
        <Picture className="page-card__image" src={page.image_url} alt="" loading="lazy" picture={page.picture} sizes={sizes} />
      ) : (
        <div className="page-card__image page-card__image--none" aria-hidden="true" />
      )}
      <Heading className="page-card__title">
        <Link to={publicPathOf(locale, page.collection, page.slug)}>{page.title}</Link>
      </Heading>
      {date && (
        <p className="page-card__meta">
          {page.event?.place.name && <span>{page.event.place.name} · </span>}
          <time dateTime={dateValue}>{date}</time>
          {past && <span className="page-card__past">{translatorOf(readerMessages, locale)('card.pastEvent')}</span>}
        </p>
      )}
      {page.precis && <p className="page-card__precis">{page.precis}</p>}
    </article>
  );
}
