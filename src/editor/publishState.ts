import type { Locale } from '../../contract';
import { editorToolsMessages } from '../i18n/editorTools';
import { translatorOf } from '../i18n/translate';
import { longDateOf } from '../reader/calendar';

export interface PublishState {
  published: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  /** A published page with saved changes readers do not see yet (issue 33); its `publishAt` is when they go live. */
  hasChanges?: boolean;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the editor shows it: "1 December 2026, 09:00" on /en, "2026年12月1日 09:00" on /hk. */
export function momentText(instant: string, locale: Locale = 'en'): string {
  const date = new Date(instant);
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return locale === 'hk' ? `${longDateOf(date, 'hk')} ${time}` : `${longDateOf(date)}, ${time}`;
}

/**
 * The page's state as the editor's bar says it: "Draft", "Published", "Scheduled for 1 December 2026, 09:00",
 * "Published · changes not yet published", "Published · Publish changes on 1 December 2026, 09:00".
 */
export function publishStateText({ published, publishAt, unpublishAt, hasChanges }: PublishState, locale: Locale = 'en'): string {
  const t = translatorOf(editorToolsMessages, locale);
  if (published && hasChanges && publishAt) return t('publish.changesScheduled', { when: momentText(publishAt, locale) });
  if (published && hasChanges) return t('publish.publishedWithChanges');
  if (!published && publishAt) return t('publish.scheduled', { when: momentText(publishAt, locale) });
  if (published && unpublishAt) return t('publish.publishedUntil', { when: momentText(unpublishAt, locale) });
  return t(published ? 'publish.published' : 'publish.draft');
}

/**
 * A local date and time from the schedule fields ('YYYY-MM-DD' and 'HH:mm', as the browser's date and time inputs
 * give them) as an ISO instant; null when either is missing or not a real moment.
 */
export function instantOf(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const moment = new Date(year, month - 1, date, hours, minutes);
  const real =
    moment.getFullYear() === year &&
    moment.getMonth() === month - 1 &&
    moment.getDate() === date &&
    moment.getHours() === hours &&
    moment.getMinutes() === minutes;
  return real && year >= 2000 ? moment.toISOString() : null;
}
