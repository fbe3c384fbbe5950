import { SPEAKER_TITLES, type PeriodTypeAttributes, type SpeakerTitle } from '../../contract';
import { SelectField, TextField } from '../ui/FormField';
import { draftKey, type PeriodDraft } from './programmeDraft';

interface PeriodFieldsProps {
  period: PeriodDraft;
  number: number;
  count: number;
  /** "9:00–10:30", from the day's start and the durations before it. */
  times: string | null;
  periodTypes: PeriodTypeAttributes[];
  onChange(period: PeriodDraft): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

/** One period of a programme day: type, title, duration in minutes and speakers (titles of spec 3.6). */
export function PeriodFields({ period, number, count, times, periodTypes, onChange, onMove, onRemove }: PeriodFieldsProps) {
  const set = (changes: Partial<PeriodDraft>) => onChange({ ...period, ...changes });
  const setSpeaker = (index: number, changes: Partial<PeriodDraft['speakers'][number]>) =>
    set({ speakers: period.speakers.map((speaker, at) => (at === index ? { ...speaker, ...changes } : speaker)) });
  const label = `period ${number}`;
  return (
    <fieldset className="period-fields">
      <legend>
        {`Period ${number}${times ? ' · ' : ''}`}
        {times && <span className="period-fields__times">{times}</span>}
      </legend>
      <div className="period-fields__row">
        <SelectField
          label="Type"
          value={period.type}
          options={periodTypes.map((type) => ({ value: type.slug, label: type.name }))}
          onChange={(type) => set({ type })}
        />
        <TextField label="Duration (minutes)" type="number" value={period.duration} onChange={(duration) => set({ duration })} />
      </div>
      <TextField label="Title" value={period.title} onChange={(title) => set({ title })} />
      <div className="period-fields__speakers">
        {period.speakers.map((speaker, index) => (
          <div key={speaker.key} className="period-fields__row" role="group" aria-label={`Speaker ${index + 1} of ${label}`}>
            <SelectField
              label="Speaker title"
              value={speaker.title}
              options={[{ value: '', label: 'None' }, ...SPEAKER_TITLES.map((title) => ({ value: title, label: title }))]}
              onChange={(title) => setSpeaker(index, { title: title as SpeakerTitle | '' })}
            />
            <TextField label="Speaker name" value={speaker.name} onChange={(name) => setSpeaker(index, { name })} />
            <button type="button" className="button button--quiet" onClick={() => set({ speakers: period.speakers.filter((_speaker, at) => at !== index) })}>
              Remove speaker
            </button>
          </div>
        ))}
      </div>
      <div className="period-fields__actions">
        <button type="button" className="button button--quiet" onClick={() => set({ speakers: [...period.speakers, { key: draftKey(), title: '', name: '' }] })}>
          Add speaker
        </button>
        <button type="button" className="button button--quiet" aria-label={`Move ${label} up`} disabled={number === 1} onClick={() => onMove(-1)}>
          Move up
        </button>
        <button type="button" className="button button--quiet" aria-label={`Move ${label} down`} disabled={number === count} onClick={() => onMove(1)}>
          Move down
        </button>
        <button type="button" className="button button--quiet" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    </fieldset>
  );
}
