import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import type { Locale } from '../../contract';
import { editorToolsMessages } from '../i18n/editorTools';
import { editorToolsEn } from '../i18n/editorTools.en';
import { useLocale } from '../routes/useLocale';
import { PopoverButton } from './PopupButtons';
import './dateField.css';
import { dayOf, formatDay, parseTypedDay } from '../blocks/buttonGroup/buttonGroup.schedule';
import { useMessages } from '../i18n/useMessages';

const DayCalendar = lazy(() => import('./DayCalendar'));

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
}

/** The message for a typed text that is no date, in English (the tests' text; /hk shows its own). */
export const TYPED_DATE_ERROR = editorToolsEn['date.typedDateError'];

/**
 * The day as the field shows it, day first so it can be typed back: "7 December 2026" on /en; "7/12/2026" on /hk,
 * where English month names would be out of place and Chinese ones could not be typed back.
 */
function shownDay(value: string | null, locale: Locale): string | null {
  if (locale !== 'hk') return formatDay(value);
  const day = dayOf(value);
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return `${date}/${month}/${year}`;
}

/**
 * A date shown as "d MMMM yyyy" (spec 2.6), typed day first or picked from a calendar; stored as 'YYYY-MM-DD' or
 * null. What is typed is read only once whole (on Enter or leaving the field): a half-typed year never becomes a date,
 * and text that is no date stays in the field with a message, the stored date unchanged.
 */
export function DateField({ label, value, onChange }: DateFieldProps) {
  const id = useId();
  const locale = useLocale();
  const t = useMessages(editorToolsMessages, locale);
  const shown = shownDay(value, locale) ?? '';
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
    setText(shownDay(day, locale) ?? text);
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
          placeholder={t('date.placeholder')}
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
          trigger={{
            className: 'date-field__trigger',
            'aria-label': t('date.calendarOf', { label }),
            title: t('date.calendar'),
            children: <CalendarDays aria-hidden size={18} />,
          }}
          className="date-field__popover"
          sideOffset={4}
          align="end"
        >
          {(close) => (
            <Suspense fallback={<p className="date-field__loading">{t('date.loading')}</p>}>
              <DayCalendar
                value={value}
                locale={locale}
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
          {t('date.typedDateError')}
        </p>
      )}
    </div>
  );
}
