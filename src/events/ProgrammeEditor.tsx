import { useState } from 'react';
import type { PeriodTypeAttributes, ProgrammeAttributes, ProgrammeDayAttributes } from '../../contract';
import { eventEditorsMessages } from '../i18n/eventEditors';
import { useLocale } from '../routes/useLocale';
import { createProgrammeDay } from '../store/events';
import { TextField } from '../ui/FormField';
import { errorTextOf } from '../ui/StatusMessage';
import { ProgrammeDayForm } from './ProgrammeDayForm';
import { clockOfInput } from './programmeDraft';
import { useMessages } from '../i18n/useMessages';

interface ProgrammeEditorProps {
  programme: ProgrammeAttributes;
  periodTypes: PeriodTypeAttributes[];
  onClose(): void;
}

const byDate = (a: ProgrammeDayAttributes, b: ProgrammeDayAttributes) => a.date.localeCompare(b.date);

/** The editors' programme: each day as a list of periods, and a form to add a day. */
export default function ProgrammeEditor({ programme, periodTypes, onClose }: ProgrammeEditorProps) {
  const locale = useLocale();
  const t = useMessages(eventEditorsMessages, locale);
  const [days, setDays] = useState(programme.days);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('09:00');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const replace = (day: ProgrammeDayAttributes) =>
    setDays((current) => current.map((entry) => (entry.slug === day.slug ? day : entry)).sort(byDate));

  const addDay = async () => {
    const startTime = clockOfInput(start);
    if (!date || !startTime) return setError(t('programme.newDayMissing'));
    setBusy(true);
    setError(null);
    try {
      const created = await createProgrammeDay(programme.event_slug, { date, start_time: startTime, title: '', periods: [] });
      setDays((current) => [...current, created].sort(byDate));
      setDate('');
    } catch (caught) {
      setError(errorTextOf(caught, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="programme-editor">
      {days.map((day) => (
        <ProgrammeDayForm key={day.slug} eventSlug={programme.event_slug} day={day} periodTypes={periodTypes} onSaved={replace} />
      ))}
      <form className="programme-editor__new-day" aria-label={t('programme.addDay')} onSubmit={(event) => event.preventDefault()}>
        <h3>{t('programme.addDay')}</h3>
        <div className="period-fields__row">
          <TextField label={t('programme.newDate')} type="date" value={date} onChange={setDate} />
          <TextField label={t('programme.newStart')} type="time" value={start} onChange={setStart} />
        </div>
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button" disabled={busy} onClick={() => void addDay()}>
          {t('programme.addDayButton')}
        </button>
      </form>
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('programme.done')}
      </button>
    </div>
  );
}
