import { useState } from 'react';
import { periodSchedule, type PeriodTypeAttributes, type ProgrammeDayAttributes } from '../../contract';
import { formatClock } from '../blocks/timeLocation/timeLocation.format';
import { eventEditorsMessages } from '../i18n/eventEditors';
import { useLocale } from '../routes/useLocale';
import { updateProgrammeDay } from '../store/events';
import { TextField } from '../ui/FormField';
import { errorTextOf } from '../ui/StatusMessage';
import { PeriodFields } from './PeriodFields';
import { clockOfInput, dayChangeOf, draftOf, moved, newPeriod, type DayDraft } from './programmeDraft';
import { dayHeadingOf } from './programmeText';
import { useMessages } from '../i18n/useMessages';

interface ProgrammeDayFormProps {
  eventSlug: string;
  day: ProgrammeDayAttributes;
  periodTypes: PeriodTypeAttributes[];
  onSaved(day: ProgrammeDayAttributes): void;
}

/** One day of the programme: its date, start time, title and periods; times follow from the start and durations. */
export function ProgrammeDayForm({ eventSlug, day, periodTypes, onSaved }: ProgrammeDayFormProps) {
  const locale = useLocale();
  const t = useMessages(eventEditorsMessages, locale);
  const [draft, setDraft] = useState<DayDraft>(() => draftOf(day));
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<DayDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...changes }));
  };
  const start = clockOfInput(draft.start);
  const schedule = start
    ? periodSchedule(
        start,
        draft.periods.map((period) => ({ duration: Number(period.duration) || 0 })),
      )
    : [];

  const save = async () => {
    const { change, errors } = dayChangeOf(draft, day.version, locale);
    setMessages(errors);
    if (!change) return;
    setBusy(true);
    try {
      const savedDay = await updateProgrammeDay(eventSlug, day.slug, change);
      setSaved(true);
      onSaved(savedDay);
    } catch (error) {
      setMessages([errorTextOf(error, locale, { stale: t('programme.stale') })]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="programme-day-form"
      aria-label={t('programme.day', { heading: dayHeadingOf(day.date, locale) })}
      onSubmit={(event) => event.preventDefault()}
    >
      <h3>{dayHeadingOf(draft.date, locale)}</h3>
      <div className="period-fields__row">
        <TextField label={t('programme.date')} type="date" value={draft.date} onChange={(date) => set({ date })} />
        <TextField label={t('programme.startTime')} type="time" value={draft.start} onChange={(value) => set({ start: value })} />
        <TextField label={t('programme.dayTitle')} value={draft.title} onChange={(title) => set({ title })} />
      </div>
      {draft.periods.map((period, index) => (
        <PeriodFields
          key={period.key}
          period={period}
          number={index + 1}
          count={draft.periods.length}
          times={schedule[index] ? `${formatClock(schedule[index].start)}–${formatClock(schedule[index].end)}` : null}
          periodTypes={periodTypes}
          onChange={(next) => set({ periods: draft.periods.map((entry, at) => (at === index ? next : entry)) })}
          onMove={(by) => set({ periods: moved(draft.periods, index, index + by) })}
          onRemove={() => set({ periods: draft.periods.filter((_entry, at) => at !== index) })}
        />
      ))}
      {messages.length > 0 && (
        <ul className="form__error" role="alert">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="programme-day-form__actions">
        <button
          type="button"
          className="button"
          onClick={() => set({ periods: [...draft.periods, newPeriod(periodTypes[0]?.slug ?? 'talk')] })}
        >
          {t('programme.addPeriod')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void save()}>
          {busy ? t('programme.saving') : t('programme.saveDay')}
        </button>
        <span role="status">{saved ? t('programme.saved') : ''}</span>
      </div>
    </form>
  );
}
