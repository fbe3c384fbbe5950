import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { historyMessages } from '../../i18n/history';
import { useMessages } from '../../i18n/useMessages';
import { DateField } from '../../ui/DateField';
import { instantOf } from '../publishState';

/** "View the page as of" a day and time: opens the page as readers saw it then. */
export function AsOfForm({ asOfPath }: { asOfPath(instant: string): string }) {
  const id = useId();
  const navigate = useNavigate();
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState('12:00');
  const [problem, setProblem] = useState(false);
  const t = useMessages(historyMessages);
  return (
    <form
      className="as-of-form"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        const instant = day ? instantOf(day, time) : null;
        setProblem(!instant);
        if (instant) navigate(asOfPath(instant));
      }}
    >
      <p id={`${id}-heading`} className="as-of-form__title">
        {t('asOf.heading')}
      </p>
      <DateField label={t('asOf.day')} value={day} onChange={setDay} />
      <label className="as-of-form__time" htmlFor={`${id}-time`}>
        {t('asOf.time')}
        <input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} />
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {t('asOf.invalid')}
        </p>
      )}
      <button type="submit">{t('asOf.open')}</button>
    </form>
  );
}
