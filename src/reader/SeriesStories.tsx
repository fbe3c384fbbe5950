import * as content from '../api/content';
import { readerMessages } from '../i18n/reader';
import { useLocale } from '../routes/useLocale';
import { useRemote } from '../routes/useRemote';
import { PageCard } from '../ui/PageCard';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { useMessages } from '../i18n/useMessages';

/** Under a series page: its stories, as cards, in the order they were published. */
export function SeriesStories({ seriesSlug }: { seriesSlug: string }) {
  const locale = useLocale();
  const t = useMessages(readerMessages, locale);
  const remote = useRemote(`series-stories:${seriesSlug}`, (signal) => content.seriesStories(seriesSlug, { signal }));
  return (
    <section className="series-stories" aria-labelledby="series-stories-heading">
      <h2 id="series-stories-heading">{t('series.stories')}</h2>
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' &&
        (remote.data.data.length === 0 ? (
          <p className="empty">{t('series.empty')}</p>
        ) : (
          <ol className="card-grid">
            {remote.data.data.map((story) => (
              <li key={story.id}>
                <PageCard page={story.attributes} locale={locale} />
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
