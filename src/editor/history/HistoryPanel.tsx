import { useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocation } from 'react-router-dom';
import { restoreRevision, useRevisionList, type RevisionSummary } from '../../store/revisions';
import { historyMessages } from '../../i18n/history';
import { useMessages } from '../../i18n/useMessages';
import { useLocale } from '../../routes/useLocale';
import { ErrorMessage, LoadingMessage } from '../../ui/StatusMessage';
import { changeFailureText } from '../changeFailure';
import { editorToolsMessages } from '../../i18n/editorTools';
import { momentText } from '../publishState';
import { AsOfForm } from './AsOfForm';
import type { ComparedVersion } from './comparison';
import { authorOf, eventOf, groupByDay, timeOf } from './historyDays';
import { RevisionView } from './RevisionView';
import './history.css';

export interface HistoryPanelProps {
  pageId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The page as it is in the editor now. */
  current(): ComparedVersion | null;
  saveFirst(): Promise<boolean>;
  version(): number;
  /** The page became a revision on the server: the editor takes it up. */
  onRestored(message: string): Promise<void>;
}

/**
 * The page's history: its revisions by day (who, what, when, how many blocks), the chosen one read-only beside its
 * comparison with the current page or another revision, "Restore this version", and the page "as of" a time.
 */
export function HistoryPanel({ pageId, open, onOpenChange, current, saveFirst, version, onRestored }: HistoryPanelProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const { revisions, total, error, loadMore } = useRevisionList(pageId, open);
  const [chosen, setChosen] = useState<RevisionSummary | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const main = useRef<HTMLDivElement>(null);
  // On a phone the list and the chosen revision are one column: choosing one shows it.
  useEffect(() => {
    if (chosen && window.matchMedia('(max-width: 760px)').matches) main.current?.scrollIntoView({ block: 'start' });
  }, [chosen]);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setRestoreError(null);
  }, [open]);

  // Last: on /hk they may suspend until the texts arrive (PresenceNote says why).
  const t = useMessages(historyMessages, locale);
  const tools = useMessages(editorToolsMessages, locale);

  const asOfPath = (instant: string) => `${pathname}?as_of=${encodeURIComponent(instant)}`;

  const restore = async (revision: RevisionSummary) => {
    setRestoring(true);
    setRestoreError(null);
    try {
      // Unsaved work is saved first, so it too stays in the history.
      if (!(await saveFirst())) return;
      await restoreRevision(pageId, revision.id, version());
      await onRestored(t('revision.restored', { when: momentText(revision.created_at, locale) }));
      onOpenChange(false);
    } catch (failure) {
      setRestoreError(t('revision.restoreFailed', { message: changeFailureText(failure, tools, locale) }));
    } finally {
      setRestoring(false);
    }
  };

  const days = revisions ? groupByDay(revisions, t, locale) : [];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="history">
          <header className="history__header">
            <Dialog.Title className="history__title">{t('history.title')}</Dialog.Title>
            <Dialog.Description className="visually-hidden">{t('history.choose')}</Dialog.Description>
            <Dialog.Close asChild>
              <button type="button">{t('history.close')}</button>
            </Dialog.Close>
          </header>
          <div className="history__body">
            <nav className="history__list" aria-label={t('history.list')}>
              {error ? (
                <ErrorMessage error={error} />
              ) : !revisions ? (
                <LoadingMessage label={t('history.loading')} />
              ) : (
                !revisions.length && <p>{t('history.empty')}</p>
              )}
              {days.map((day) => (
                <section key={day.label} className="history__day" aria-label={day.label}>
                  <h3 className="history__day-label">{day.label}</h3>
                  <ul>
                    {day.revisions.map((revision) => (
                      <li key={revision.id}>
                        <button
                          type="button"
                          className="history__revision"
                          aria-pressed={chosen?.id === revision.id}
                          onClick={() => setChosen(revision)}
                        >
                          <span className="history__revision-line">
                            <time dateTime={revision.created_at}>{timeOf(revision.created_at)}</time> {eventOf(revision, t)}
                            {revision.draft && ` ${t('history.notPublished')}`}
                          </span>
                          <span className="history__revision-author">{authorOf(revision, t)}</span>
                          {revision.note && revision.review_step !== 'scheduled' && (
                            <span className="history__revision-note">{t('review.note', { note: revision.note })}</span>
                          )}
                          {revision.blocks.added + revision.blocks.removed + revision.blocks.changed > 0 && (
                            <span className="history__revision-counts">{t('history.counts', revision.blocks)}</span>
                          )}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {revisions && revisions.length < total && (
                <button type="button" className="history__more" onClick={loadMore}>
                  {t('history.more')}
                </button>
              )}
              <AsOfForm asOfPath={asOfPath} />
            </nav>
            <div className="history__main" ref={main}>
              {restoreError && (
                <p className="form-error" role="alert">
                  {restoreError}
                </p>
              )}
              {chosen ? (
                <RevisionView
                  key={chosen.id}
                  pageId={pageId}
                  chosen={chosen}
                  revisions={revisions ?? []}
                  current={current}
                  asOfPath={asOfPath}
                  restoring={restoring}
                  onRestore={(revision) => void restore(revision)}
                />
              ) : (
                <p className="history__hint">{t('history.choose')}</p>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
