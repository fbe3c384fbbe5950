import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './dayCalendar.css';

export interface DayCalendarProps {
  /** The chosen day, 'YYYY-MM-DD', or null. */
  value: string | null;
  onChoose(day: string): void;
}

const dayText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A month grid to pick one day, with the keyboard too (arrows, Page Up/Down, Home/End); loaded only when opened. */
export default function DayCalendar({ value, onChoose }: DayCalendarProps) {
  const selected = value ? new Date(`${value}T12:00:00`) : undefined;
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected}
      onSelect={(date) => date && onChoose(dayText(date))}
    />
  );
}
