import { useId } from 'react';
import { PopoverButton } from '../../ui/PopupButtons';
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
      <PopoverButton
        trigger={{ className: 'date-field__trigger', 'aria-labelledby': `${id} ${id}-value`, children: <span id={`${id}-value`}>{shown ?? 'Choose a date'}</span> }}
        className="date-field__popover"
        sideOffset={4}
        align="start"
      >
        {(close) => (
          <>
            <input type="date" aria-label={label} value={dayOf(value) ?? ''} onChange={(event) => onChange(event.target.value || null)} />
            <button type="button" onClick={() => onChange(null)} disabled={!value}>
              Clear
            </button>
            <button type="button" onClick={close}>
              Done
            </button>
          </>
        )}
      </PopoverButton>
    </div>
  );
}
