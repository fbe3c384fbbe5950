import { memo, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRevisions, type Revision, type RevisionSummary } from '../../store/revisions';
import { historyMessages } from '../../i18n/history';
import { useMessages } from '../../i18n/useMessages';
import { DocumentView } from '../../reader/DocumentView';
import { withoutCommentMarks } from '../../../contract/commentMarks';
import { useLocale } from '../../routes/useLocale';
import { ErrorMessage, LoadingMessage } from '../../ui/StatusMessage';
import { momentText } from '../publishState';
import { BlockComparison } from './BlockComparison';
import { compareVersions, type ComparedVersion } from './comparison';
import { eventOf } from './historyDays';

export interface RevisionViewProps {
  pageId: number;
  chosen: RevisionSummary;
  /** The revisions listed so far: what the chosen one can be compared with, besides the current page. */
  revisions: readonly RevisionSummary[];
  /** The page as it is in the editor now. */
  current(): ComparedVersion | null;
  /** The editor's address of the page as readers saw it at an instant. */
  asOfPath(instant: string): string;
  restoring: boolean;
  onRestore(revision: RevisionSummary): void;
}

const versionOf = (revision: Revision): ComparedVersion => ({
  title: revision.title,
  precis: revision.precis,
  document: revision.lexical_body,
});

/** The revision as readers would see it: drawn once, not again when the comparison beside it changes. */
const RevisionPage = memo(function RevisionPage({ revision }: { revision: Revision }) {
  return (
    <div className="revision-view__page">
      <h2 className="page__title">{revision.title}</h2>
      {revision.precis && <p className="page__precis">{revision.precis}</p>}
      <DocumentView document={withoutCommentMarks(revision.lexical_body)} labelUnknownBlocks />
    </div>
  );
});

/** A revision read-only beside what changed between it and the current page or another revision, with "Restore this version". */
export function RevisionView({ pageId, chosen, revisions, current, asOfPath, restoring, onRestore }: RevisionViewProps) {
  const locale = useLocale();
  const [compareWith, setCompareWith] = useState<'current' | number>('current');
  const { loaded, error, need } = useRevisions(pageId);
  const target = compareWith === 'current' || compareWith === chosen.id ? null : compareWith;
  useEffect(() => {
    const controller = new AbortController();
    need(chosen.id, controller.signal);
    need(target, controller.signal);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `need` reads the map of this render.
  }, [chosen.id, target, loaded]);
  const revision = loaded.get(chosen.id);
  const otherRevision = target === null ? null : (loaded.get(target) ?? null);
  const when = momentText(chosen.created_at, locale);
  // The editor's content is read once per choice of "the current page", not on every render.
  const comparison = useMemo(() => {
    const other = target === null ? current() : otherRevision && versionOf(otherRevision);
    if (!revision || !other) return null;
    const olderIsChosen = target === null || target > chosen.id;
    return olderIsChosen ? compareVersions(versionOf(revision), other) : compareVersions(other, versionOf(revision));
  }, [revision, target, otherRevision, current, chosen.id]);
  // Last: on /hk it may suspend until the texts arrive (PresenceNote says why).
  const t = useMessages(historyMessages, locale);
  const labelOf = (id: number) => {
    const each = revisions.find((candidate) => candidate.id === id);
    return each ? t('compare.option', { event: eventOf(each, t), when: momentText(each.created_at, locale) }) : String(id);
  };
  const heading = (() => {
    const mine = t('compare.thisVersion');
    const theirs = target === null ? t('compare.currentInline') : labelOf(target);
    return target === null || target > chosen.id
      ? t('compare.heading', { from: mine, to: theirs })
      : t('compare.heading', { from: theirs, to: mine });
  })();

  if (error) return <ErrorMessage error={error} />;
  return (
    <div className="revision-view">
      <header className="revision-view__header">
        <h3>{t('revision.heading', { when })}</h3>
        <div className="revision-view__actions">
          <button type="button" className="button--primary" disabled={restoring || !revision} onClick={() => onRestore(chosen)}>
            {restoring ? t('revision.restoring') : t('revision.restore')}
          </button>
          <Link to={asOfPath(chosen.updated_at)} target="_blank" rel="noopener">
            {t('revision.asOf')}
          </Link>
        </div>
      </header>
      {chosen.damaged && (
        <p className="form-error" role="note">
          {t('revision.damaged')}
        </p>
      )}
      <section className="revision-view__version" aria-label={t('revision.heading', { when })}>
        {revision ? <RevisionPage revision={revision} /> : <LoadingMessage label={t('revision.loading')} />}
      </section>
      <div className="revision-view__comparison">
        <label className="revision-view__compare-with">
          {t('compare.with')}
          <select
            value={String(compareWith)}
            onChange={(event) => setCompareWith(event.target.value === 'current' ? 'current' : Number(event.target.value))}
          >
            <option value="current">{t('compare.current')}</option>
            {revisions
              .filter((each) => each.id !== chosen.id)
              .map((each) => (
                <option key={each.id} value={each.id}>
                  {labelOf(each.id)}
                </option>
              ))}
          </select>
        </label>
        {comparison ? <BlockComparison comparison={comparison} heading={heading} /> : <LoadingMessage label={t('revision.loading')} />}
      </div>
    </div>
  );
}
