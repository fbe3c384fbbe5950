import { lazy, Suspense, useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { DialogShell } from '../../ui/DialogShell';
import { SelectField, TextField } from '../../ui/FormField';
import { SaveCancelActions } from '../../ui/SaveCancelActions';
import { blocksMessages } from '../../i18n/blocks';
import type { Translate } from '../../i18n/translate';
import type { BlocksKey } from '../../i18n/blocks.en';
import {
  BUTTON_POSITION_LABELS,
  BUTTON_POSITIONS,
  BUTTON_TARGET_LABELS,
  BUTTON_TARGETS,
  buttonGroupFormSchemaOf,
  newButton,
  type ButtonFields,
  type ButtonGroupFields,
  type ButtonPosition,
  type ButtonTarget,
} from './buttonGroup.schema';
import { useMessages } from '../../i18n/useMessages';

// The date fields load once a button is scheduled.
const DateField = lazy(async () => ({ default: (await import('../../ui/DateField')).DateField }));
export interface ButtonGroupDialogProps {
  open: boolean;
  group: ButtonGroupFields;
  onOpenChange(open: boolean): void;
  onSave(fields: ButtonGroupFields): void;
}

interface Entry {
  key: number;
  button: ButtonFields;
}

type Errors = Record<string, string>;

let entryCount = 0;
const entryOf = (button: ButtonFields): Entry => ({ key: ++entryCount, button });

function errorsOf(issues: v.GenericIssue[], t: Translate<BlocksKey>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    if (!path || errors[path]) continue;
    errors[path] = path.endsWith('.name') ? t('buttons.nameMessage') : issue.message;
  }
  return errors;
}

interface ButtonFieldsetProps {
  index: number;
  button: ButtonFields;
  errors: Errors;
  removable: boolean;
  onChange(change: Partial<ButtonFields>): void;
  onRemove(): void;
}

function ButtonFieldset({ index, button, errors, removable, onChange, onRemove }: ButtonFieldsetProps) {
  const t = useMessages(blocksMessages);
  return (
    <fieldset className="button-dialog__button">
      <legend>{t('buttons.legend', { number: index + 1 })}</legend>
      <TextField
        label={t('buttons.name')}
        value={button.name}
        error={errors[`buttons.${index}.name`]}
        onChange={(name) => onChange({ name })}
      />
      <TextField
        label={t('buttons.url')}
        type="url"
        value={button.url}
        error={errors[`buttons.${index}.url`]}
        onChange={(url) => onChange({ url })}
      />
      <SelectField
        label={t('buttons.opensIn')}
        value={button.target}
        options={BUTTON_TARGETS.map((target) => ({ value: target, label: t(BUTTON_TARGET_LABELS[target]) }))}
        onChange={(target) => onChange({ target: target as ButtonTarget })}
      />
      <div className="button-dialog__checks">
        <label>
          <input
            type="checkbox"
            checked={button.scheduled}
            onChange={(event) => onChange(event.target.checked ? { scheduled: true } : { scheduled: false, on: null, off: null })}
          />{' '}
          {t('buttons.scheduled')}
        </label>
        <label>
          <input type="checkbox" checked={button.hasArrow} onChange={(event) => onChange({ hasArrow: event.target.checked })} />{' '}
          {t('buttons.arrow')}
        </label>
      </div>
      {button.scheduled && (
        <Suspense fallback={null}>
          <div className="button-dialog__dates">
            <DateField label={t('buttons.onDate')} value={button.on} onChange={(on) => onChange({ on })} />
            <DateField label={t('buttons.offDate')} value={button.off} onChange={(off) => onChange({ off })} />
          </div>
        </Suspense>
      )}
      <div>
        <button type="button" aria-label={t('buttons.removeNamed', { number: index + 1 })} disabled={!removable} onClick={onRemove}>
          {t('buttons.remove')}
        </button>
      </div>
    </fieldset>
  );
}

function ButtonGroupForm({ group, onOpenChange, onSave }: Omit<ButtonGroupDialogProps, 'open'>) {
  const id = useId();
  const t = useMessages(blocksMessages);
  const schema = useMemo(() => buttonGroupFormSchemaOf(t), [t]);
  const [position, setPosition] = useState<ButtonPosition>(group.position);
  const [entries, setEntries] = useState(() => group.buttons.map(entryOf));
  const values = { position, buttons: entries.map((entry) => entry.button) };
  const result = v.safeParse(schema, values);
  const errors = result.success ? {} : errorsOf(result.issues, t);
  const changed = JSON.stringify(values) !== JSON.stringify(group);

  const change = (key: number, update: Partial<ButtonFields>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, button: { ...entry.button, ...update } } : entry)));

  return (
    <DialogShell
      open
      onOpenChange={onOpenChange}
      title={t('buttons.dialog')}
      actions={
        <SaveCancelActions
          canSave={changed && result.success}
          onCancel={() => onOpenChange(false)}
          onSave={() => result.success && onSave(result.output as ButtonGroupFields)}
        />
      }
    >
      <fieldset className="button-dialog__position">
        <legend>{t('field.position')}</legend>
        {BUTTON_POSITIONS.map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-position`} value={option} checked={position === option} onChange={() => setPosition(option)} />{' '}
            {t(BUTTON_POSITION_LABELS[option])}
          </label>
        ))}
      </fieldset>
      {entries.map((entry, index) => (
        <ButtonFieldset
          key={entry.key}
          index={index}
          button={entry.button}
          errors={errors}
          removable={entries.length > 1}
          onChange={(update) => change(entry.key, update)}
          onRemove={() => setEntries((current) => current.filter((other) => other.key !== entry.key))}
        />
      ))}
      <button type="button" onClick={() => setEntries((current) => [...current, entryOf(newButton())])}>
        {t('buttons.add')}
      </button>
    </DialogShell>
  );
}

/** The Button Group dialog (spec 2.6, validated on change as 5.1 says); it starts from the block's buttons each time it opens. */
export function ButtonGroupDialog(props: ButtonGroupDialogProps) {
  return props.open ? <ButtonGroupForm group={props.group} onOpenChange={props.onOpenChange} onSave={props.onSave} /> : null;
}
