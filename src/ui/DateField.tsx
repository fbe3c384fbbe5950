import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { PopoverButton } from './PopupButtons';
import './dateField.css';
import { formatDay, parseTypedDay } from '../blocks/buttonGroup/buttonGroup.schedule';

const DayCalendar = lazy(() => import('./DayCalendar'));

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
}

export const TYPED_DATE_ERROR = 'Type the date as day, month and year, such as 7 December 2026.';

/**
 * A date shown as "d MMMM yyyy" (spec 2.6), typed day first or picked from a calendar; stored as 'YYYY-MM-DD' or
 * null. What is typed is read only once whole (on Enter or leaving the field): a half-typed year never becomes a date,
 * and text that is no date stays in the field with a message, the stored date unchanged.
 */
export function DateField({ label, value, onChange }: DateFieldProps) {
  const id = useId();
  const shown = formatDay(value) ?? '';
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(shown);
    setInvalid(false);
  }, [shown]);

  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== null) onChange(null);
      return;
    }
    const day = parseTypedDay(text);
    setInvalid(!day);
    if (!day) return;
    setText(formatDay(day) ?? text);
    if (day !== value) onChange(day);
  };

  return (
    <div className="button-dialog__field date-field">
      <label htmlFor={id}>{label}</label>
      <div className="date-field__row">
        <input
          id={id}
          type="text"
          value={text}
          placeholder="d MMMM yyyy"
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit();
          }}
        />
        <PopoverButton
          trigger={{ className: 'date-field__trigger', 'aria-label': `${label}: calendar`, title: 'Calendar', children: <CalendarDays aria-hidden size={18} /> }}
          className="date-field__popover"
          sideOffset={4}
          align="end"
        >
          {(close) => (
            <Suspense fallback={<p className="date-field__loading">Loading…</p>}>
              <DayCalendar
                value={value}
                onChoose={(day) => {
                  onChange(day);
                  close();
                }}
              />
            </Suspense>
          )}
        </PopoverButton>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {TYPED_DATE_ERROR}
        </p>
      )}
    </div>
  );
}
