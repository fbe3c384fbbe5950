import { useEffect, useState } from 'react';
import type { DashboardAnswer } from '../../contract/dashboard';
import type { Collection, Locale } from '../../contract/resources';
import { dashboardMessages } from '../i18n/dashboard';
import { useMessages } from '../i18n/useMessages';
import { readDashboard } from '../store/dashboard';
import { DashboardGroupList } from './DashboardGroupList';
import './dashboard.css';

/**
 * A collection's list, for staff who may write (issue 33): their drafts in it and what is scheduled, marked as such,
 * above the pages readers see. One dashboard call (GET /api/dashboard, policy-checked); readers never load it, and the
 * static site has none of it. Nothing shows while there is nothing unpublished.
 */
export default function CollectionUnpublished({ collection, locale }: { collection: Collection; locale: Locale }) {
  const t = useMessages(dashboardMessages, locale);
  const [answer, setAnswer] = useState<DashboardAnswer | null>(null);
  useEffect(() => {
    let live = true;
    readDashboard({ collection, locale }).then(
      (data) => live && setAnswer(data),
      // The list readers see stays whatever this call does.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [collection, locale]);
  if (!answer) return null;
  const filters = { collection, locale };
  const groups = (['drafts', 'scheduled'] as const).filter((group) => answer.data[group]?.items.length);
  if (!groups.length) return null;
  return (
    <div className="collection-unpublished" aria-label={t('collection.unpublished')} role="region">
      {groups.map((group) => (
        <DashboardGroupList key={group} group={group} list={answer.data[group]!} filters={filters} locale={locale} t={t} mayWrite />
      ))}
    </div>
  );
}
