import { useId } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { dayOf, formatDay } from './buttonGroup.schedule';

interface ButtonDateFieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
}

/** A date shown as "d MMMM yyyy" (spec 9.2), picked in a popover; stored as 'YYYY-MM-DD' or null. */
export function ButtonDateField({ label, value, onChange }: ButtonDateFieldProps) {
  const id = useId();
  const shown = formatDay(value);
  return (
    <div className="button-dialog__field">
      <span id={id}>{label}</span>
      <Popover.Root>
        <Popover.Trigger type="button" className="date-field__trigger" aria-labelledby={`${id} ${id}-value`}>
          <span id={`${id}-value`}>{shown ?? 'Choose a date'}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="date-field__popover" sideOffset={4} align="start">
            <input type="date" aria-label={label} value={dayOf(value) ?? ''} onChange={(event) => onChange(event.target.value || null)} />
            <button type="button" onClick={() => onChange(null)} disabled={!value}>
              Clear
            </button>
            <Popover.Close type="button">Done</Popover.Close>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
