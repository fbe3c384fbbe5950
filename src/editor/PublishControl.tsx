import { useId, useState } from 'react';
import type { Editor } from '@tiptap/core';
import * as memos from '../store/memos';
import { undescribedImagesOf, type UndescribedImages } from './undescribedImages';
import { editorToolsMessages } from '../i18n/editorTools';
import { useLocale } from '../routes/useLocale';
import { DateField } from '../ui/DateField';
import { changeFailureText, type ChangeAction } from './changeFailure';
import { PopoverButton } from '../ui/PopupButtons';
import { instantOf, publishStateText, type PublishState } from './publishState';
import { useMessages } from '../i18n/useMessages';

export interface PublishControlProps {
  pageId: number;
  initial: PublishState;
  /** Saves unsaved work first; false when it could not be saved. */
  saveFirst(): Promise<boolean>;
  version(): number;
  adoptVersion(version: number): void;
  /** The page's editor, where a refusal's images are shown. */
  editor(): Editor | null;
}

const stateOf = (page: memos.ChangedPage): PublishState => ({
  published: page.attributes.published,
  publishAt: page.attributes.publish_at,
  unpublishAt: page.attributes.unpublish_at,
});

/** The editor bar's publishing: the page's state, Publish or Unpublish now, and a scheduled publish or unpublish. */
export function PublishControl({ pageId, initial, saveFirst, version, adoptVersion, editor }: PublishControlProps) {
  const locale = useLocale();
  const t = useMessages(editorToolsMessages, locale);
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [undescribed, setUndescribed] = useState<UndescribedImages | null>(null);

  const run = async (action: ChangeAction, call: () => Promise<memos.ChangedPage>) => {
    setBusy(true);
    setError(null);
    setUndescribed(null);
    try {
      if (!(await saveFirst())) return false;
      const changed = await call();
      adoptVersion(changed.attributes.version);
      setState(stateOf(changed));
      return true;
    } catch (failure) {
      setError(changeFailureText(failure, t, locale, action));
      setUndescribed(undescribedImagesOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="publish-control">
      <span className={`publish-state publish-state--${state.published ? 'published' : 'draft'}`} role="status">
        {publishStateText(state, locale)}
      </span>
      {state.published ? (
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
          onClick={() => void run('publish', () => memos.publish(pageId, version()))}
        >
          {t('publish.publish')}
        </button>
      )}
      <PopoverButton
        trigger={{ className: 'button--quiet', children: t('publish.schedule') }}
        className="schedule-popover"
        aria-label={t('publish.schedule')}
        sideOffset={6}
        align="end"
      >
        {(close) => (
          <ScheduleForm
            state={state}
            onSchedule={async (times) => {
              const done = await run('schedule', () => memos.schedule(pageId, { version: version(), ...times }));
              if (done) close();
            }}
          />
        )}
      </PopoverButton>
      {error && (
        <div className="publish-control__error" role="alert">
          <p className="form-error">{error}</p>
          {undescribed && (
            <div className="publish-control__images">
              <p>{t('publish.undescribed')}</p>
              <ul>
                {undescribed.images.map((image, index) => {
                  const name = image.name ?? t('publish.imageNumber', { number: index + 1 });
                  return (
                    <li key={`${image.block}:${image.card ?? ''}:${index}`}>
                      <button type="button" title={name} onClick={() => editor()?.commands.revealSavedBlock(image.block)}>
                        {name}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {undescribed.count > undescribed.images.length && (
                <p>{t('publish.moreImages', { count: undescribed.count - undescribed.images.length })}</p>
              )}
            </div>
          )}
        </div>
      )}
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
  const current = state.published ? state.unpublishAt : state.publishAt;
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
    void onSchedule(state.published ? { publish_at: null, unpublish_at: instant } : { publish_at: instant, unpublish_at: null });
  };

  return (
    <div className="schedule-form">
      <p className="schedule-form__title">{t(state.published ? 'schedule.unpublishOn' : 'schedule.publishOn')}</p>
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
          {t(state.published ? 'schedule.scheduleUnpublish' : 'schedule.schedulePublish')}
        </button>
        {current && (
          <button type="button" onClick={() => void onSchedule({ publish_at: null, unpublish_at: null })}>
            {t('schedule.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
