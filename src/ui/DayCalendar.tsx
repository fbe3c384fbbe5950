import { DateLib, DayPicker, type DateLibOptions, type DayPickerProps, type Modifiers } from 'react-day-picker';
import { zhHK } from 'date-fns/locale';
import 'react-day-picker/style.css';
import './dayCalendar.css';
import type { Locale } from '../../contract';
import { editorToolsMessages } from '../i18n/editorTools';
import { translatorOf } from '../i18n/translate';

export interface DayCalendarProps {
  /** The chosen day, 'YYYY-MM-DD', or null. */
  value: string | null;
  onChoose(day: string): void;
  /** The route's language: /hk has Chinese month and day names and labels. */
  locale?: Locale;
}

const dayText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The calendar's labels read out to assistive technology, in Chinese for /hk. DayPicker lays a locale over its English
 * one, labels included, so date-fns' zhHK alone would leave English labels: each is given here.
 */
function chineseLabels(): DayPickerProps['labels'] {
  const t = translatorOf(editorToolsMessages, 'hk');
  const lib = (options?: DateLibOptions, dateLib?: DateLib) => dateLib ?? new DateLib({ ...options, locale: zhHK });
  const day = (date: Date, modifiers?: Modifiers, options?: DateLibOptions, dateLib?: DateLib) => {
    const label = lib(options, dateLib).format(date, 'PPPP');
    return modifiers?.today ? t('calendar.today', { date: label }) : label;
  };
  return {
    labelNav: () => t('calendar.nav'),
    labelGrid: (date, options, dateLib) => lib(options, dateLib).formatMonthYear(date),
    labelGridcell: day,
    labelDayButton: (date, modifiers, options, dateLib) => {
      const label = day(date, modifiers, options, dateLib);
      return modifiers.selected ? t('calendar.selected', { date: label }) : label;
    },
    labelWeekday: (date, options, dateLib) => lib(options, dateLib).format(date, 'cccc'),
    labelNext: () => t('calendar.next'),
    labelPrevious: () => t('calendar.previous'),
    labelMonthDropdown: () => t('calendar.monthDropdown'),
    labelYearDropdown: () => t('calendar.yearDropdown'),
    labelWeekNumber: (number) => t('calendar.week', { number }),
    labelWeekNumberHeader: () => t('calendar.weekNumber'),
  };
}

/** A month grid to pick one day, with the keyboard too (arrows, Page Up/Down, Home/End); loaded only when opened. */
export default function DayCalendar({ value, onChoose, locale = 'en' }: DayCalendarProps) {
  const selected = value ? new Date(`${value}T12:00:00`) : undefined;
  // zh-HK month and weekday names from date-fns and Chinese labels; the typed date in the field stays day first (DateField).
  const chinese = locale === 'hk' ? { locale: zhHK, labels: chineseLabels(), lang: 'zh-Hant-HK' } : {};
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected}
      onSelect={(date) => date && onChoose(dayText(date))}
      {...chinese}
    />
  );
}
