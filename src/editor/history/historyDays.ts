import { isSameDay, subDays } from 'date-fns';
import type { Locale } from '../../../contract';
import type { RevisionSummary } from '../../store/revisions';
import type { Translate } from '../../i18n/translate';
import type { HistoryKey } from '../../i18n/history.en';
import { longDateOf } from '../../reader/calendar';

export interface HistoryDay {
  label: string;
  revisions: RevisionSummary[];
}

/** Revisions (newest first) under their local day: "Today", "Yesterday", else the day's long date. */
export function groupByDay(
  revisions: readonly RevisionSummary[],
  t: Translate<HistoryKey>,
  locale: Locale,
  now = new Date(),
): HistoryDay[] {
  const days: HistoryDay[] = [];
  let last: Date | null = null;
  for (const revision of revisions) {
    const at = new Date(revision.created_at);
    if (!last || !isSameDay(last, at)) {
      const label = isSameDay(at, now)
        ? t('history.today')
        : isSameDay(at, subDays(now, 1))
          ? t('history.yesterday')
          : longDateOf(at, locale);
      days.push({ label, revisions: [] });
      last = at;
    }
    days[days.length - 1].revisions.push(revision);
  }
  return days;
}

/** "14:05": a revision's time within its day. */
export const timeOf = (instant: string) => new Date(instant).toTimeString().slice(0, 5);

/** Who made a revision: its author, the schedule (a publish or unpublish with nobody), or a removed account. */
export function authorOf(revision: RevisionSummary, t: Translate<HistoryKey>): string {
  if (revision.author) return revision.author.name || revision.author.uid;
  return revision.event === 'publish' || revision.event === 'unpublish' ? t('history.scheduled') : t('history.formerUser');
}

/** What made a revision: its event, or the step of the page's review it records (issue 33). */
export function eventOf(revision: RevisionSummary, t: Translate<HistoryKey>): string {
  return revision.review_step ? t(`review.${revision.review_step}`) : t(`event.${revision.event}`);
}
