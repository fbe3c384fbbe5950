import { SPEAKER_TITLES, type PeriodTypeAttributes, type SpeakerTitle } from '../../contract';
import type { EventEditorsKey } from '../i18n/eventEditors.en';
import { eventEditorsMessages } from '../i18n/eventEditors';
import { SelectField, TextField } from '../ui/FormField';
import { draftKey, type PeriodDraft } from './programmeDraft';
import { useMessages } from '../i18n/useMessages';

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

/** The speaker titles offered (stored as spec 3.6 writes them, shown in the route's language). */
const SPEAKER_TITLE_TEXT: Record<SpeakerTitle, EventEditorsKey> = {
  Mr: 'period.titleMr',
  Mrs: 'period.titleMrs',
  Ms: 'period.titleMs',
  Mx: 'period.titleMx',
  Dr: 'period.titleDr',
  Professor: 'period.titleProfessor',
};

/** One period of a programme day: type, title, duration in minutes and speakers (titles of spec 3.6). */
export function PeriodFields({ period, number, count, times, periodTypes, onChange, onMove, onRemove }: PeriodFieldsProps) {
  const t = useMessages(eventEditorsMessages);
  const set = (changes: Partial<PeriodDraft>) => onChange({ ...period, ...changes });
  const setSpeaker = (index: number, changes: Partial<PeriodDraft['speakers'][number]>) =>
    set({ speakers: period.speakers.map((speaker, at) => (at === index ? { ...speaker, ...changes } : speaker)) });
  return (
    <fieldset className="period-fields">
      <legend>
        {`${t('period.legend', { number })}${times ? ' · ' : ''}`}
        {times && <span className="period-fields__times">{times}</span>}
      </legend>
      <div className="period-fields__row">
        <SelectField
          label={t('period.type')}
          value={period.type}
          options={periodTypes.map((type) => ({ value: type.slug, label: type.name }))}
          onChange={(type) => set({ type })}
        />
        <TextField label={t('period.duration')} type="number" value={period.duration} onChange={(duration) => set({ duration })} />
      </div>
      <TextField label={t('period.title')} value={period.title} onChange={(title) => set({ title })} />
      <div className="period-fields__speakers">
        {period.speakers.map((speaker, index) => (
          <div key={speaker.key} className="period-fields__row" role="group" aria-label={t('period.speaker', { index: index + 1, number })}>
            <SelectField
              label={t('period.speakerTitle')}
              value={speaker.title}
              options={[
                { value: '', label: t('period.none') },
                ...SPEAKER_TITLES.map((title) => ({ value: title, label: t(SPEAKER_TITLE_TEXT[title]) })),
              ]}
              onChange={(title) => setSpeaker(index, { title: title as SpeakerTitle | '' })}
            />
            <TextField label={t('period.speakerName')} value={speaker.name} onChange={(name) => setSpeaker(index, { name })} />
            <button
              type="button"
              className="button button--quiet"
              onClick={() => set({ speakers: period.speakers.filter((_speaker, at) => at !== index) })}
            >
              {t('period.removeSpeaker')}
            </button>
          </div>
        ))}
      </div>
      <div className="period-fields__actions">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => set({ speakers: [...period.speakers, { key: draftKey(), title: '', name: '' }] })}
        >
          {t('period.addSpeaker')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-label={t('period.moveUpLabel', { number })}
          disabled={number === 1}
          onClick={() => onMove(-1)}
        >
          {t('period.moveUp')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-label={t('period.moveDownLabel', { number })}
          disabled={number === count}
          onClick={() => onMove(1)}
        >
          {t('period.moveDown')}
        </button>
        <button type="button" className="button button--quiet" aria-label={t('period.removeLabel', { number })} onClick={onRemove}>
          {t('period.remove')}
        </button>
      </div>
    </fieldset>
  );
}
