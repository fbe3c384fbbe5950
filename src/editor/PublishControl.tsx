import { useEffect, useId, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import * as memos from '../store/memos';
import { fetchChecklist } from '../store/checklist';
import { UnprocessableError } from '../store/refusals';
import { PublishChecklist, type ChecklistStep } from './PublishChecklist';
import { editorToolsMessages } from '../i18n/editorTools';
import { useLocale } from '../routes/useLocale';
import { DateField } from '../ui/DateField';
import { changeFailureText, type ChangeAction } from './changeFailure';
import { PopoverButton } from '../ui/PopupButtons';
import { instantOf, publishStateText, type PublishState } from './publishState';
import { useMessages } from '../i18n/useMessages';
import { noteUnpublishedChanges, useUnpublishedChanges } from '../store/unpublishedChanges';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import type { SubmitOffer } from './review/ReviewControl';

export interface PublishControlProps {
  pageId: number;
  initial: PublishState;
  /** Saves unsaved work first; false when it could not be saved. */
  saveFirst(): Promise<boolean>;
  version(): number;
  adoptVersion(version: number): void;
  /** The page's editor, where a refusal's images are shown. */
  editor(): Editor | null;
  /** The draft was discarded on the server: the editor takes up the live version and says so. */
  onDiscarded(message: string): Promise<void>;
  /** The review's "Submit for review" form, offered in the menu (null: not now, or not here). */
  submitForReview?: SubmitOffer | null;
}

const stateOf = (page: memos.ChangedPage): PublishState => ({
  published: page.attributes.published,
  publishAt: page.attributes.publish_at,
  unpublishAt: page.attributes.unpublish_at,
});

/** The editor bar's publishing: the page's state, Publish or Unpublish now, and a scheduled publish or unpublish. */
export function PublishControl({
  pageId,
  initial,
  saveFirst,
  version,
  adoptVersion,
  editor,
  onDiscarded,
  submitForReview,
}: PublishControlProps) {
  const locale = useLocale();
  const t = useMessages(editorToolsMessages, locale);
  const [state, setState] = useState(initial);
  // Saves of a published page are a draft (issue 33): Publish changes, or Discard changes back to the live version.
  const hasChanges = useUnpublishedChanges((all) => all.byPage[pageId] ?? false);
  const [discarding, setDiscarding] = useState(false);
  // The bar's "more" popover of a published page with changes: its actions, or the schedule chosen from them.
  const [more, setMore] = useState<'actions' | 'schedule' | 'review' | null>(null);
  // The menu's button that opened a form is gone with the menu's list: the focus goes to the form's first field.
  const moreForm = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (more === 'schedule' || more === 'review') moreForm.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, [more]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<ChecklistStep | null>(null);

  const run = async (action: ChangeAction, call: () => Promise<memos.ChangedPage>) => {
    setBusy(true);
    setError(null);
    try {
      // Discarding throws away what is not yet published, unsaved work too.
      if (action !== 'discard' && !(await saveFirst())) return false;
      const changed = await call();
      adoptVersion(changed.attributes.version);
      setState(stateOf(changed));
      if (action !== 'schedule') noteUnpublishedChanges(pageId, false);
      if (action === 'discard') await onDiscarded(t('discard.done'));
      return true;
    } catch (failure) {
      setError(changeFailureText(failure, t, locale, action));
      // The server's checklist refused it (it changed since it was read): the same list, with what blocks.
      if (failure instanceof UnprocessableError && failure.checklist.length && action !== 'unpublish') {
        const purpose = action === 'schedule' ? 'schedule' : 'publish';
        setStep({ purpose, items: failure.checklist, proceed: () => Promise.resolve(false) });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  /**
   * Publish and a scheduled publish go through the checklist (issue 33): the page is saved, the server's list read, and
   * shown when it holds anything; with nothing on it, the step goes on at once.
   */
  const checked = async (purpose: ChecklistStep['purpose'], proceed: () => Promise<boolean>, confirm?: string) => {
    setBusy(true);
    setError(null);
    let items;
    try {
      if (!(await saveFirst())) return false;
      // Unread (offline, say), the server's publish still checks.
      items = (await fetchChecklist(pageId).catch(() => null))?.items ?? [];
    } finally {
      setBusy(false);
    }
    if (!items.length) return proceed();
    setStep({ purpose, items, proceed, confirm });
    return true;
  };

  const changes = state.published && hasChanges;
  // The menu's list: a form opens in its place; the others close it first.
  const moreActions: Array<{ label: string; act(close: () => void): void }> = [
    ...(changes
      ? [
          { label: t('publish.scheduleChanges'), act: () => setMore('schedule') },
          {
            label: t('publish.discardChanges'),
            act: (close: () => void) => {
              close();
              setDiscarding(true);
            },
          },
          {
            label: t('publish.unpublish'),
            act: (close: () => void) => {
              close();
              void run('unpublish', () => memos.unpublish(pageId, version()));
            },
          },
        ]
      : []),
    ...(submitForReview ? [{ label: t('publish.submitForReview'), act: () => setMore('review') }] : []),
  ];
  const scheduleForm = (close: () => void) => (
    <ScheduleForm
      state={{ ...state, hasChanges }}
      onSchedule={async (times) => {
        const schedule = () => run('schedule', () => memos.schedule(pageId, { version: version(), ...times }));
        const done = times.publish_at
          ? await checked('schedule', schedule, hasChanges ? t('schedule.scheduleChanges') : undefined)
          : await schedule();
        if (done) close();
      }}
    />
  );

  return (
    <div className="publish-control">
      <span className={`publish-state publish-state--${state.published ? (hasChanges ? 'changes' : 'published') : 'draft'}`} role="status">
        {publishStateText({ ...state, hasChanges }, locale)}
      </span>
      {changes ? (
        <button
          type="button"
          className="button--quiet"
          disabled={busy}
          onClick={() => void checked('publish', () => run('publish', () => memos.publish(pageId, version())), t('publish.publishChanges'))}
        >
          {t('publish.publishChanges')}
        </button>
      ) : state.published ? (
        <button
          type="button"
          className="button--quiet"
          disabled={busy}
          onClick={() => void run('unpublish', () => memos.unpublish(pageId, version()))}
        >
          {t('publish.unpublish')}
        </button>
      ) : (
        <button
          type="button"
          className="button--quiet"
          disabled={busy}
          onClick={() => void checked('publish', () => run('publish', () => memos.publish(pageId, version())))}
        >
          {t('publish.publish')}
        </button>
      )}
      {!changes && (
        <PopoverButton
          trigger={{ className: 'button--quiet', children: t('publish.schedule') }}
          className="schedule-popover"
          aria-label={t('publish.schedule')}
          sideOffset={6}
          align="end"
        >
          {scheduleForm}
        </PopoverButton>
      )}
      {/* The rarer steps wait behind one button, so that the bar stays one row at 1280 px in its longest state. */}
      {moreActions.length > 0 && (
        <PopoverButton
          open={more !== null}
          onOpenChange={(next) => setMore(next ? 'actions' : null)}
          trigger={{
            className: 'bar-icon-button publish-control__more',
            title: t('publish.more'),
            children: (
              <>
                {/* A glyph, not an icon: lucide's would join a chunk the editor route loads at once (its budget). */}
                <span aria-hidden className="publish-control__more-glyph">
                  ⋯
                </span>
                <span className="visually-hidden">{t('publish.more')}</span>
              </>
            ),
          }}
          className="schedule-popover"
          aria-label={more === 'schedule' ? t('publish.schedule') : more === 'review' ? t('publish.submitForReview') : t('publish.more')}
          sideOffset={6}
          align="end"
        >
          {(close) =>
            more === 'schedule' || (more === 'review' && submitForReview) ? (
              <div ref={moreForm}>{more === 'schedule' ? scheduleForm(close) : submitForReview!(close)}</div>
            ) : (
              <div className="publish-more">
                {moreActions.map(({ label, act }) => (
                  <button key={label} type="button" disabled={busy} onClick={() => act(close)}>
                    {label}
                  </button>
                ))}
              </div>
            )
          }
        </PopoverButton>
      )}
      <DiscardChangesDialog
        open={discarding}
        busy={busy}
        onOpenChange={setDiscarding}
        onDiscard={() => void run('discard', () => memos.discardChanges(pageId, version())).then(() => setDiscarding(false))}
      />
      {error && (
        <div className="publish-control__error" role="alert">
          <p className="form-error">{error}</p>
        </div>
      )}
      <PublishChecklist step={step} onClose={() => setStep(null)} editor={editor} />
    </div>
  );
}

function ScheduleForm({
  state,
  onSchedule,
}: {
  state: PublishState;
  onSchedule(times: { publish_at: string | null; unpublish_at: string | null }): Promise<void>;
}) {
  const id = useId();
  const t = useMessages(editorToolsMessages, useLocale());
  // A published page with changes schedules them ("Publish changes on ..."); one without, its unpublishing.
  const publishing = !state.published || Boolean(state.hasChanges);
  const current = publishing ? state.publishAt : state.unpublishAt;
  const [day, setDay] = useState<string | null>(current ? current.slice(0, 10) : null);
  const [time, setTime] = useState(current ? new Date(current).toTimeString().slice(0, 5) : '09:00');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const instant = day ? instantOf(day, time) : null;
    if (!instant || Date.parse(instant) <= Date.now()) {
      setProblem(t('schedule.inThePast'));
      return;
    }
    setProblem(null);
    void onSchedule(
      publishing
        ? { publish_at: instant, unpublish_at: state.published ? state.unpublishAt : null }
        : { publish_at: null, unpublish_at: instant },
    );
  };

  return (
    <div className="schedule-form">
      <p className="schedule-form__title">
        {t(state.hasChanges ? 'schedule.publishChangesOn' : state.published ? 'schedule.unpublishOn' : 'schedule.publishOn')}
      </p>
      <DateField label={t('schedule.day')} value={day} onChange={setDay} />
      <label className="schedule-form__time" htmlFor={`${id}-time`}>
        {t('schedule.time')}
        <input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} />
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="schedule-form__actions">
        <button type="button" className="button--primary" onClick={submit}>
          {t(state.hasChanges ? 'schedule.scheduleChanges' : state.published ? 'schedule.scheduleUnpublish' : 'schedule.schedulePublish')}
        </button>
        {current && (
          <button
            type="button"
            onClick={() =>
              void onSchedule(
                publishing && state.published
                  ? { publish_at: null, unpublish_at: state.unpublishAt }
                  : { publish_at: null, unpublish_at: null },
              )
            }
          >
            {t('schedule.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
