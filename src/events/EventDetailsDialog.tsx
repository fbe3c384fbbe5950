import { useEffect, useMemo, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { EventDetails } from '../../contract';
import { changeFailureText } from '../editor/changeFailure';
import { editorToolsMessages } from '../i18n/editorTools';
import { useMessages } from '../i18n/useMessages';
import { useLocale } from '../routes/useLocale';
import { useEventDetails } from '../store/eventDetails';
import { useLoadedSiteConfig } from '../store/siteConfig';
import { DateField } from '../ui/DateField';
import { DialogShell } from '../ui/DialogShell';
import { FormField, TextField } from '../ui/FormField';
import { browserTimeZone, clockOfText, clockTextOf, timeZoneOptions } from './eventTimes';
import './eventDetails.css';

export interface EventDetailsButtonProps {
  pageId: number;
  /** Saves unsaved work first; false when it could not be saved. */
  saveFirst(): Promise<boolean>;
  version(): number;
  adoptVersion(version: number): void;
}

interface Values {
  date: string | null;
  start: string;
  end: string;
  place: string;
  /** '' for the site's zone, which may arrive after the dialog opened. */
  zone: string;
}

const valuesOf = (event: EventDetails | null): Values => ({
  date: event?.date ?? null,
  start: clockTextOf(event?.start_time),
  end: clockTextOf(event?.end_time),
  place: event?.place?.name ?? '',
  zone: event?.time_zone ?? '',
});

/**
 * The editor bar's "Date, time and place" of an event page (issue 28): the day (typed or picked from the calendar),
 * start and end times and place, on the clock of the event's time zone (the site's unless chosen). The time and
 * location block opens it too, through the store.
 */
export function EventDetailsButton({ pageId, saveFirst, version, adoptVersion }: EventDetailsButtonProps) {
  const t = useMessages(editorToolsMessages);
  const locale = useLocale();
  const event = useEventDetails((state) => (state.pageId === pageId ? state.event : null));
  const wanted = useEventDetails((state) => state.wanted);
  const settle = useEventDetails((state) => state.settle);
  const save = useEventDetails((state) => state.save);
  const siteZone = useLoadedSiteConfig()?.time_zone ?? browserTimeZone();
  const saved = useMemo(() => valuesOf(event), [event]);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const show = () => {
    setValues(saved);
    setError(null);
    setOpen(true);
  };
  useEffect(() => {
    if (!wanted) return;
    settle();
    show();
    // Opens once when the time and location block asks, with the values saved then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, settle]);

  const zone = values.zone || siteZone;
  const zones = useMemo(() => (open ? timeZoneOptions(locale, values.date, [zone]) : []), [open, locale, values.date, zone]);
  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));
  const endWithoutStart = values.end !== '' && values.start === '';
  const valid = values.date !== null && !endWithoutStart;
  const changed = JSON.stringify(values) !== JSON.stringify(saved);

  const submit = async () => {
    if (!values.date) return;
    setBusy(true);
    setError(null);
    try {
      if (!(await saveFirst())) return;
      const next = await save(pageId, {
        version: version(),
        event: {
          date: values.date,
          start_time: clockOfText(values.start),
          end_time: clockOfText(values.end),
          place: { name: values.place.trim() },
          time_zone: zone,
        },
      });
      adoptVersion(next);
      setOpen(false);
    } catch (failure) {
      setError(changeFailureText(failure, t, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="bar-icon-button" title={t('event.button')} onClick={show}>
        <CalendarClock aria-hidden size={18} />
        <span className="visually-hidden">{t('event.button')}</span>
      </button>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        title={t('event.title')}
        description={t('event.description')}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              {t('settings.cancel')}
            </button>
            <button type="button" className="button--primary" disabled={!changed || !valid || busy} onClick={() => void submit()}>
              {busy ? t('settings.saving') : t('settings.save')}
            </button>
          </>
        }
      >
        <div className="event-details">
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <DateField label={t('event.date')} value={values.date} onChange={(date) => set({ date })} />
          {!values.date && <p className="form-field__hint event-details__needed">{t('event.dateNeeded')}</p>}
          <div className="event-details__times">
            <TextField label={t('event.start')} type="time" value={values.start} onChange={(start) => set({ start })} />
            <TextField
              label={t('event.end')}
              type="time"
              value={values.end}
              onChange={(end) => set({ end })}
              error={endWithoutStart ? t('event.endWithoutStart') : undefined}
              hint={values.start && values.end && values.end < values.start ? t('event.endHint') : undefined}
            />
          </div>
          <TextField label={t('event.place')} value={values.place} onChange={(place) => set({ place })} />
          <FormField label={t('event.timeZone')} hint={t('event.timeZoneHint')}>
            {(control) => (
              <select {...control} value={zone} onChange={(change) => set({ zone: change.target.value })}>
                {zones.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </DialogShell>
    </>
  );
}
