import { Link } from 'react-router-dom';
import type { Locale, PageSummary } from '../../contract';
import { readerMessages } from '../i18n/reader';
import { useLocale } from '../routes/useLocale';
import { useLoadedSiteConfig } from '../store/siteConfig';
import './seriesPromo.css';
import { useMessages } from '../i18n/useMessages';

interface SeriesPromoBannerProps {
  locale: Locale;
  seriesSlug: string;
  seriesTitle: string;
  callToAction?: string;
}

/** Spec 2.2: a promotional banner linking to the themed series page, `/{locale}/series/{slug}`. */
export function SeriesPromoBanner({ locale, seriesSlug, seriesTitle, callToAction }: SeriesPromoBannerProps) {
  const t = useMessages(readerMessages);
  return (
    <aside className="series-promo" aria-label={t('promo.label')}>
      <Link className="series-promo__link" to={`/${locale}/series/${encodeURIComponent(seriesSlug)}`}>
        <span className="series-promo__kicker">{t('collection.series')}</span> <span className="series-promo__title">{seriesTitle}</span>{' '}
        <span className="series-promo__call">
          {callToAction ?? t('promo.explore')} <span aria-hidden="true">→</span>
        </span>
      </Link>
    </aside>
  );
}

/** The banner under a story that is not already part of the configured themed series. */
export function ThemedSeriesPromo({ page }: { page: Pick<PageSummary, 'collection' | 'parent_id'> }) {
  if (page.collection !== 'stories') return null;
  return <ThemedSeriesPromoForStory parentId={page.parent_id} />;
}

function ThemedSeriesPromoForStory({ parentId }: { parentId: number | null }) {
  const locale = useLocale();
  const config = useLoadedSiteConfig();
  const series = config?.themed_series;
  if (!series?.title || series.page_id === null || series.page_id === parentId) return null;
  return <SeriesPromoBanner locale={locale} seriesSlug={series.slug} seriesTitle={series.title} />;
}
