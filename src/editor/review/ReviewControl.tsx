import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { reviewMessages } from '../../i18n/review';
import type { ReviewKey } from '../../i18n/review.en';
import { useMessages } from '../../i18n/useMessages';
import { useLocale } from '../../routes/useLocale';
import * as reviews from '../../store/reviews';
import { showToast } from '../../store/toasts';
import { PopoverButton } from '../../ui/PopupButtons';
import { errorTextOf } from '../../ui/StatusMessage';
import type { Editor } from '@tiptap/core';
import type { ChecklistItem } from '../../../contract/checklist';
import { fetchChecklist } from '../../store/checklist';
import { ChecklistGroups } from '../PublishChecklist';
import './review.css';

export interface ReviewControlProps {
  pageId: number;
  /** Saves unsaved work first; false when it could not be saved. */
  saveFirst(): Promise<boolean>;
  /** Changes each time the page's publishing changed in the bar (a publish from review closes the review). */
  publishings: number;
  /** The page's editor, where an item of the checklist shown on submitting is seen to. */
  editor(): Editor | null;
  /**
   * Given to those who may publish: the control then shows no Submit button and hands its form to the publishing
   * menu (null while the page is in review), so that the bar stays one row with the publishing buttons.
   */
  onSubmitOffer?(offer: SubmitOffer | null): void;
}

/** The "Submit for review" form, shown in a popover that `close` closes. */
export type SubmitOffer = (close: () => void) => ReactNode;

/**
 * The editor bar's review (issue 33): "Submit for review" with a note for whoever may edit the page; "In review" (or
 * "Changes requested", with the reason) for everyone, and for reviewers "Request changes" with a reason. Publishing
 * and scheduling stay the publish control's: publishing a page in review closes its review.
 */
export function ReviewControl({ pageId, saveFirst, publishings, editor, onSubmitOffer }: ReviewControlProps) {
  const locale = useLocale();
  const t = useMessages(reviewMessages, locale);
  const [review, setReview] = useState<reviews.ReviewResource | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setReview(await reviews.readReview(pageId, { signal }));
      } catch (failure) {
        if (!signal?.aborted) setError(t('review.failed', { message: errorTextOf(failure, locale) }));
      }
    },
    [pageId, t, locale],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, publishings]);

  /** Runs a step; answers whether it was taken (the popover closes then). */
  const run = useCallback(
    async (step: () => Promise<reviews.ReviewResource>, done: ReviewKey) => {
      setError(null);
      try {
        setReview(await step());
        showToast(t(done));
        return true;
      } catch (failure) {
        setError(t('review.failed', { message: errorTextOf(failure, locale) }));
        return false;
      }
    },
    [t, locale],
  );

  // The form may be shown by the publishing menu, made once: it reads the page's latest save and editor when used.
  const latest = useRef({ saveFirst, editor });
  latest.current = { saveFirst, editor };
  const submitForm = useCallback<SubmitOffer>(
    (close) => (
      <div className="schedule-form">
        <p className="schedule-form__title">{t('review.submit')}</p>
        <p className="page-settings__hint">{t('review.noteHint')}</p>
        <SubmitForm
          pageId={pageId}
          prepare={() => latest.current.saveFirst()}
          checklist={(items) => <ChecklistGroups items={items} editor={() => latest.current.editor()} beforeShow={close} />}
          onSubmit={async (note, reviewerUids) => {
            if (!(await latest.current.saveFirst())) return;
            if (await run(() => reviews.submitForReview(pageId, note, reviewerUids), 'review.submitted')) close();
          }}
        />
      </div>
    ),
    [pageId, t, run],
  );
  const open = review?.state === 'in_review' || review?.state === 'scheduled';
  const offering = review !== null && !open;
  useEffect(() => {
    if (!onSubmitOffer) return;
    onSubmitOffer(offering ? submitForm : null);
    return () => onSubmitOffer(null);
  }, [onSubmitOffer, offering, submitForm]);

  if (!review) return null;
  return (
    <div className="review-control">
      {open && (
        <PopoverButton
          trigger={{
            className: 'review-state review-state--open',
            children: t(review.state === 'scheduled' ? 'review.scheduled' : 'review.inReview'),
          }}
          className="schedule-popover review-popover"
          aria-label={t('review.inReview')}
          sideOffset={6}
          align="start"
        >
          {(close) => (
            <div className="schedule-form">
              {review.submitted_by && <p className="schedule-form__title">{t('review.submittedBy', { name: review.submitted_by.name })}</p>}
              {review.note && <blockquote className="review-popover__words">{review.note}</blockquote>}
              {review.may_review && review.state === 'in_review' && (
                <TextForm
                  label={t('review.reason')}
                  action={t('review.requestChanges')}
                  required={t('review.reasonRequired')}
                  onSubmit={async (reason) => {
                    if (await run(() => reviews.requestChanges(pageId, reason), 'review.changesSent')) close();
                  }}
                />
              )}
              {/* Who handed it over takes it back; a reviewer publishes or sends it back instead. */}
              {!review.may_review && (
                <div className="schedule-form__actions">
                  <button
                    type="button"
                    onClick={async () => {
                      if (await run(() => reviews.withdrawReview(pageId), 'review.withdrawn')) close();
                    }}
                  >
                    {t('review.withdraw')}
                  </button>
                </div>
              )}
            </div>
          )}
        </PopoverButton>
      )}
      {review.state === 'changes_requested' && (
        <PopoverButton
          trigger={{ className: 'review-state review-state--changes', children: t('review.changesRequested') }}
          className="schedule-popover review-popover"
          aria-label={t('review.changesRequested')}
          sideOffset={6}
          align="start"
        >
          {() => (
            <div className="schedule-form">
              <p className="schedule-form__title">{t('review.requestedBy', { name: review.decided_by?.name ?? '' })}</p>
              <blockquote className="review-popover__words">{review.reason}</blockquote>
            </div>
          )}
        </PopoverButton>
      )}
      {!open && !onSubmitOffer && (
        <PopoverButton
          trigger={{ className: 'review-submit', children: t('review.submit') }}
          className="schedule-popover review-popover"
          aria-label={t('review.submit')}
          sideOffset={6}
          align="start"
        >
          {submitForm}
        </PopoverButton>
      )}
      {error && (
        <p className="form-error review-control__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The note and, when the caller wants, the reviewers chosen among those who may publish the page (none: all of them). */
function SubmitForm({
  pageId,
  prepare,
  checklist,
  onSubmit,
}: {
  pageId: number;
  /** Saves unsaved work, so that the checklist is the page's as it will be submitted. */
  prepare(): Promise<boolean>;
  checklist(items: ChecklistItem[]): ReactNode;
  onSubmit(note: string, reviewerUids: string[]): Promise<void>;
}) {
  const t = useMessages(reviewMessages, useLocale());
  const [people, setPeople] = useState<Array<{ uid: string; name: string }>>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [items, setItems] = useState<ChecklistItem[]>([]);
  // The checklist before publishing (issue 33), for the submitter to see to what they can before a reviewer does.
  useEffect(() => {
    let live = true;
    prepare()
      .then((saved) => (saved ? fetchChecklist(pageId) : null))
      .then(
        (list) => live && list && setItems(list.items),
        () => undefined,
      );
    return () => {
      live = false;
    };
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId]);
  useEffect(() => {
    let live = true;
    reviews.listReviewers(pageId).then(
      (list) => live && setPeople(list),
      // Without the list the page still goes to every reviewer.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pageId]);
  return (
    <TextForm label={t('review.note')} action={t('review.send')} onSubmit={(note) => onSubmit(note, chosen)}>
      {items.length > 0 && checklist(items)}
      {people.length > 0 && (
        <fieldset className="review-form__reviewers">
          <legend>{t('review.reviewers')}</legend>
          <p className="page-settings__hint">{t('review.reviewersHint')}</p>
          {people.map((person) => (
            <label key={person.uid}>
              <input
                type="checkbox"
                checked={chosen.includes(person.uid)}
                onChange={(event) =>
                  setChosen((before) => (event.target.checked ? [...before, person.uid] : before.filter((uid) => uid !== person.uid)))
                }
              />{' '}
              {person.name}
            </label>
          ))}
        </fieldset>
      )}
    </TextForm>
  );
}

/** A text area, anything more, and its button; `required` is the message shown when it is sent empty. */
function TextForm({
  label,
  action,
  required,
  children,
  onSubmit,
}: {
  label: string;
  action: string;
  required?: string;
  children?: ReactNode;
  onSubmit(text: string): Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="review-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (required && !text.trim()) {
          setProblem(required);
          return;
        }
        setProblem(null);
        setBusy(true);
        try {
          await onSubmit(text.trim());
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={id} className="schedule-form__time">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={2000}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problem && (
        <p className="field-error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
      {children}
      <div className="schedule-form__actions">
        <button type="submit" className="button--primary" disabled={busy}>
          {action}
        </button>
      </div>
    </form>
  );
}
