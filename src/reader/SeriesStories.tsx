import type { PageAttributes } from '../../contract';
import { useSeriesStories } from '../store/readerContent';
import { readerMessages } from '../i18n/reader';
import { useLocale } from '../routes/useLocale';
import { PageCard } from '../ui/PageCard';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { useMessages } from '../i18n/useMessages';

/** A story's address, relative or absolute, in either locale: its slug. */
const STORY_ADDRESS = /^(?:https?:\/\/[^/?#]+)?\/(?:en|hk)\/stories\/([a-z0-9-]+)\/?(?:[?#].*)?$/;

/**
 * The stories the series' document already leads to (cards, buttons, links, subpage blocks), by slug. Absolute
 * addresses count whatever their host, so the server and the browser decide alike; only the series' own stories are
 * compared with them, so another site's address with the same path is no match in practice.
 */
function storiesShownBy(series: PageAttributes): Set<string> {
  const shown = new Set<string>();
  const stack: unknown[] = [series.lexical_body.root];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    for (const [key, value] of Object.entries(item)) {
      // Any address field (url, link, public_route...); a text node's words are no link.
      if (typeof value === 'string' && key !== 'text') {
        const slug = STORY_ADDRESS.exec(value)?.[1];
        if (slug) shown.add(slug);
      } else if (value && typeof value === 'object') stack.push(value);
    }
  }
  return shown;
}

/**
 * Under a series page: its stories, as cards, in the order they were published, leaving out those the series' own
 * document already shows (its "In this series" cards), so that each story is listed once; nothing when it shows all.
 */
export function SeriesStories({ series }: { series: PageAttributes }) {
  const shown = storiesShownBy(series);
  const stories = series.subpages?.filter((subpage) => subpage.published && STORY_ADDRESS.test(subpage.public_route));
  if (shown.size > 0 && stories?.every((story) => shown.has(story.slug))) return null;
  return <StoryList seriesSlug={series.slug} shown={shown} />;
}

function StoryList({ seriesSlug, shown }: { seriesSlug: string; shown: Set<string> }) {
  const locale = useLocale();
  const t = useMessages(readerMessages, locale);
  const remote = useSeriesStories(seriesSlug);
  const stories = remote.status === 'ready' ? remote.data.data.filter((story) => !shown.has(story.attributes.slug)) : [];
  if (remote.status === 'ready' && stories.length === 0 && shown.size > 0) return null;
  return (
    <section className="series-stories" aria-labelledby="series-stories-heading">
      <h2 id="series-stories-heading">{t(shown.size > 0 ? 'series.moreStories' : 'series.stories')}</h2>
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' &&
        (stories.length === 0 ? (
          <p className="empty">{t('series.empty')}</p>
        ) : (
          <ol className="card-grid">
            {stories.map((story) => (
              <li key={story.id}>
                <PageCard page={story.attributes} locale={locale} />
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
