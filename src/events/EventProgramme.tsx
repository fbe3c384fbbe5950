import { lazy, Suspense, useState } from 'react';
import type { PeriodTypeAttributes, ProgrammeAttributes } from '../../contract';
import { readerMessages } from '../i18n/reader';
import { useLocale } from '../routes/useLocale';
import { usePeriodTypes, useProgramme } from '../store/events';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { dayHeadingOf, speakerNameOf, timeRangeOf } from './programmeText';
import './events.css';
import { useMessages } from '../i18n/useMessages';

const ProgrammeEditor = lazy(() => import('./ProgrammeEditor'));

/** The symposium programme under an event page, day by day; editors may open the programme editor. */
export function EventProgramme({ eventSlug }: { eventSlug: string }) {
  const t = useMessages(readerMessages);
  const [generation, setGeneration] = useState(0);
  const [editing, setEditing] = useState(false);
  const programme = useProgramme(eventSlug, generation);
  const types = usePeriodTypes();
  if (programme.status === 'loading') return null;
  if (programme.status === 'error') return <ErrorMessage error={programme.error} />;
  const { days, editable } = programme.data;
  if (!days.length && !editable) return null;
  const periodTypes = types.status === 'ready' ? types.data : [];
  return (
    <section className="programme" aria-labelledby="programme-heading">
      <div className="programme__header">
        <h2 id="programme-heading">{t('programme.heading')}</h2>
        {editable && !editing && (
          <button type="button" className="button button--quiet" onClick={() => setEditing(true)}>
            {t('programme.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <Suspense fallback={<LoadingMessage label={t('programme.loadingEditor')} />}>
          <ProgrammeEditor
            programme={programme.data}
            periodTypes={periodTypes}
            onClose={() => {
              setEditing(false);
              setGeneration((count) => count + 1);
            }}
          />
        </Suspense>
      ) : (
        <ProgrammeDays programme={programme.data} periodTypes={periodTypes} />
      )}
    </section>
  );
}

export function ProgrammeDays({ programme, periodTypes }: { programme: ProgrammeAttributes; periodTypes: PeriodTypeAttributes[] }) {
  const t = useMessages(readerMessages);
  const locale = useLocale();
  if (!programme.days.length) return <p className="empty">{t('programme.empty')}</p>;
  const typeName = (slug: string) => periodTypes.find((type) => type.slug === slug)?.name ?? '';
  return (
    <>
      {programme.days.map((day) => (
        <section key={day.slug} className="programme-day" aria-label={dayHeadingOf(day.date, locale)}>
          <h3 className="programme-day__heading">
            <time dateTime={day.date}>{dayHeadingOf(day.date, locale)}</time>
            {day.title && <span className="programme-day__title"> · {day.title}</span>}
          </h3>
          <ol className="programme-day__periods">
            {day.periods.map((period, index) => (
              <li key={index} className="programme-period">
                <span className="programme-period__time">{timeRangeOf(period.start_time, period.end_time)}</span>
                <span className="programme-period__body">
                  {typeName(period.type) && <span className="programme-period__type">{typeName(period.type)}</span>}
                  {period.title && <span className="programme-period__title">{period.title}</span>}
                  {period.speakers.length > 0 && (
                    <span className="programme-period__speakers">{period.speakers.map(speakerNameOf).join(', ')}</span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
