import { Link, useLocation } from 'react-router-dom';
import type { PageAttributes } from '../../contract';
import { readerMessages } from '../i18n/reader';
import { collectionLabelOf } from '../routes/collectionLabels';
import { collectionPathOf, editorRouteOf } from '../routes/paths';
import { htmlLangOf } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { PageEventContext } from '../blocks/timeLocation/timeLocation.context';
import { ThemedSeriesPromo } from '../ui/SeriesPromoBanner';
import { SubpageListContext } from '../blocks/subpage/subpage.render';
import { DocumentView } from './DocumentView';
import { formatDate, useDatesInUtc } from './formatDate';
import { useMessages } from '../i18n/useMessages';

interface PageArticleProps {
  page: PageAttributes;
  editLink?: boolean;
  titleLevel?: 1 | 2;
  labelUnknownBlocks?: boolean;
}

export function PageArticle({ page, editLink = true, titleLevel = 1, labelUnknownBlocks = false }: PageArticleProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const locale = useLocale();
  const t = useMessages(readerMessages, locale);
  const { pathname } = useLocation();
  const utc = useDatesInUtc();
  const published = formatDate(page.published_at, locale, utc);
  const eventDate = page.event ? formatDate(page.event.date, locale) : null;
  return (
    <article className="page" lang={page.locale === locale ? undefined : htmlLangOf(page.locale)}>
      <header className="page__header">
        <p className="page__collection">
          <Link to={collectionPathOf(locale, page.collection)}>{collectionLabelOf(page.collection, locale)}</Link>
        </p>
        <Title className="page__title">{page.title}</Title>
        {eventDate && (
          <p className="page__event">
            <time dateTime={page.event!.date}>{eventDate}</time>
            {page.event!.place.name && <span> · {page.event!.place.name}</span>}
          </p>
        )}
        {published && (
          <p className="page__published">
            {t('article.published')} <time dateTime={page.published_at!}>{published}</time>
          </p>
        )}
        {page.precis && <p className="page__precis">{page.precis}</p>}
        {editLink && page.editable && (
          <p className="page__tools">
            <Link className="button" to={editorRouteOf(pathname)}>
              {t('article.edit')}
            </Link>
          </p>
        )}
      </header>
      <PageEventContext value={page.event}>
        <SubpageListContext value={page.subpages ?? null}>
          <DocumentView document={page.lexical_body} labelUnknownBlocks={labelUnknownBlocks} />
        </SubpageListContext>
      </PageEventContext>
      <ThemedSeriesPromo page={page} />
    </article>
  );
}
