import { useId, type ReactNode } from 'react';
import './formField.css';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A labelled control with its hint and its validation message, tied together for assistive technology. */
export function FormField({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {hint && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'url' | 'number' | 'date' | 'time';
  autoFocus?: boolean;
}

/** A single-line field blocks Enter (spec 2.3); a multi-line one is a text area. */
export function TextField({ label, value, onChange, onBlur, error, hint, multiline, type = 'text', autoFocus }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={value}
            rows={3}
            autoFocus={autoFocus}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            type={type}
            value={value}
            autoFocus={autoFocus}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        )
      }
    </FormField>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange(value: string): void;
  error?: string;
}

export function SelectField({ label, value, options, onChange, error }: SelectFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
