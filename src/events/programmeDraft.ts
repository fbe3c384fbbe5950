import * as v from 'valibot';
import {
  updateProgrammeDayBody,
  type ClockTime,
  type Locale,
  type Period,
  type ProgrammeDayAttributes,
  type SpeakerTitle,
} from '../../contract';
import type { EventEditorsKey } from '../i18n/eventEditors.en';
import { eventEditorsMessages } from '../i18n/eventEditors';
import { translatorOf } from '../i18n/translate';

/** A period as the form holds it: the duration as typed. */
export interface PeriodDraft {
  key: string;
  type: string;
  title: string;
  duration: string;
  speakers: Array<{ key: string; title: SpeakerTitle | ''; name: string }>;
}

export interface DayDraft {
  date: string;
  start: string;
  title: string;
  periods: PeriodDraft[];
}

let nextKey = 0;
export const draftKey = () => `draft-${nextKey++}`;

const pad = (value: number) => String(value).padStart(2, '0');

export function timeInputOf(time: ClockTime): string {
  return `${pad(time.hour)}:${pad(time.minute)}`;
}

export function clockOfInput(text: string): ClockTime | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

export function draftOf(day: ProgrammeDayAttributes): DayDraft {
  return {
    date: day.date,
    start: timeInputOf(day.start_time),
    title: day.title,
    periods: day.periods.map((period) => ({
      key: draftKey(),
      type: period.type,
      title: period.title,
      duration: String(period.duration),
      speakers: period.speakers.map((speaker) => ({ key: draftKey(), title: speaker.title ?? '', name: speaker.name })),
    })),
  };
}

export function newPeriod(type: string): PeriodDraft {
  return { key: draftKey(), type, title: '', duration: '30', speakers: [] };
}

export function periodsOf(draft: DayDraft): Period[] {
  return draft.periods.map((period) => ({
    type: period.type,
    title: period.title,
    duration: period.duration.trim() === '' ? Number.NaN : Number(period.duration),
    speakers: period.speakers.map((speaker) => ({ title: speaker.title || null, name: speaker.name })),
  }));
}

/** The contract's messages for a programme day (English), by their key in the editor's catalogue. */
const CONTRACT_MESSAGES: Record<string, EventEditorsKey> = {
  'Date must be a real date written YYYY-MM-DD.': 'programme.dateInvalid',
  'A day has at most 100 periods.': 'programme.tooManyPeriods',
  'A period has at most 30 speakers.': 'programme.tooManySpeakers',
  'Choose a period type.': 'programme.chooseType',
  'Duration must be a number of minutes.': 'programme.durationNumber',
  'Duration must be a whole number of minutes.': 'programme.durationWhole',
  'Duration must be at least 1 minute.': 'programme.durationMin',
  'Duration must be at most 1440 minutes.': 'programme.durationMax',
  'Choose Mr, Mrs, Ms, Mx, Dr or Professor.': 'programme.speakerTitleInvalid',
  'Speaker name is required.': 'programme.speakerNameRequired',
};

/** A contract issue in `locale`: its own English on /en when the catalogue has no text for it (a too-long title). */
function issueMessageOf(issue: v.BaseIssue<unknown>, locale: Locale): string {
  const t = translatorOf(eventEditorsMessages, locale);
  if (issue.path?.some((item) => item.key === 'start_time')) return t('programme.startTimeRequired');
  const key = Object.hasOwn(CONTRACT_MESSAGES, issue.message) ? CONTRACT_MESSAGES[issue.message] : null;
  if (key) return t(key);
  if (locale === 'en') return issue.message;
  return issue.type === 'max_length' ? t('programme.tooLong', { max: String(issue.requirement) }) : t('programme.invalid');
}

/** The PUT body for a draft, or the messages (in `locale`) that stop it being saved. */
export function dayChangeOf(draft: DayDraft, version: number, locale: Locale = 'en') {
  const start = clockOfInput(draft.start);
  const body = {
    day: { version, date: draft.date, start_time: start ?? { hour: -1, minute: -1 }, title: draft.title, periods: periodsOf(draft) },
  };
  const result = v.safeParse(updateProgrammeDayBody, body);
  if (result.success) return { change: result.output.day, errors: [] };
  const errors = [...new Set(result.issues.map((issue) => issueMessageOf(issue, locale)))];
  return { change: null, errors };
}

export function moved<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}
