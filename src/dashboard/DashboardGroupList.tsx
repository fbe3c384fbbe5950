import { format, formatDistance } from 'date-fns';
import { enGB, zhHK } from 'date-fns/locale';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardGroup, DashboardList, DashboardRow } from '../../contract/dashboard';
import { commentingPathOf } from '../../contract/pagePaths';
import type { Locale } from '../../contract/resources';
import type { DashboardKey } from '../i18n/dashboard.en';
import type { Translate } from '../i18n/translate';
import { collectionLabelOf } from '../routes/collectionLabels';
import { editorRouteOf } from '../routes/paths';
import { readDashboardGroup, type DashboardFilters } from '../store/dashboard';
import { errorTextOf } from '../ui/StatusMessage';

interface GroupProps {
  group: DashboardGroup;
  list: DashboardList;
  filters: DashboardFilters;
  locale: Locale;
  t: Translate<DashboardKey>;
  /** Whether the person may open pages in the editor (else the reader's page). */
  mayWrite: boolean;
}

/** One group of the dashboard: its pages, each a link to its editor, and "Show more" while the server has more. */
export function DashboardGroupList({ group, list, filters, locale, t, mayWrite }: GroupProps) {
  const [more, setMore] = useState<DashboardList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = [...list.items, ...(more?.items ?? [])];
  const cursor = more ? more.next_cursor : list.next_cursor;
  const showMore = async () => {
    try {
      const next = await readDashboardGroup(filters, group, cursor!);
      setMore({ items: [...(more?.items ?? []), ...next.items], next_cursor: next.next_cursor });
    } catch (failure) {
      setError(errorTextOf(failure, locale));
    }
  };
  return (
    <section className="dashboard-group" aria-labelledby={`dashboard-${group}`}>
      <h2 id={`dashboard-${group}`}>{t(`group.${group}`)}</h2>
      {items.length === 0 ? (
        <p className="dashboard-group__empty">{t('group.empty')}</p>
      ) : (
        <ul className="dashboard-group__list">
          {items.map((row) => (
            <li key={row.id}>
              <Link to={hrefOf(group, row, mayWrite)}>{row.title}</Link>
              <span className="dashboard-group__meta">{metaOf(group, row, locale, t)}</span>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="form__error">{error}</p>}
      {cursor && (
        <button type="button" className="button button--quiet" onClick={() => void showMore()}>
          {t('group.more')}
        </button>
      )}
    </section>
  );
}

/** A page of the group: its commenting view for a Commenter, else its editor for those who write, else the reader's page. */
function hrefOf(group: DashboardGroup, row: DashboardRow, mayWrite: boolean): string {
  if (group === 'to_comment') return commentingPathOf(row);
  return mayWrite ? editorRouteOf(row.public_route) : row.public_route;
}

/** "News · English · by Alex Morgan · Publishes 1 Dec 2026, 09:00": what the group is about, with its time. */
function metaOf(group: DashboardGroup, row: DashboardRow, locale: Locale, t: Translate<DashboardKey>): string {
  const dateLocale = locale === 'hk' ? zhHK : enGB;
  const when = (iso: string) => format(new Date(iso), 'PPp', { locale: dateLocale });
  const ago = formatDistance(new Date(row.updated_at), new Date(), { addSuffix: true, locale: dateLocale });
  const time =
    row.state === 'scheduled' && row.publish_at
      ? t('row.publishes', { when: when(row.publish_at) })
      : group === 'published' && row.published_at
        ? t('row.published', { when: when(row.published_at) })
        : group === 'changed' && row.changed_by
          ? t('row.changedBy', { name: row.changed_by.name, ago })
          : t('row.changed', { ago });
  const parts = [collectionLabelOf(row.collection, locale), t(`dashboard.${row.locale}`)];
  if (row.owner && group !== 'drafts') parts.push(t('row.by', { name: row.owner.name }));
  if (group !== 'scheduled' && row.state !== 'published') parts.push(t(`state.${row.state}`));
  if (row.has_unpublished_changes && group !== 'changes') parts.push(t('row.changes'));
  if (row.review_state && group !== 'to_review') parts.push(t(`review.${row.review_state}`));
  return [...parts, time].join(' · ');
}
