import type { EventDetails } from '../../../contract';
import { blocksReaderMessages } from '../../i18n/blocksReader';
import { useLocale } from '../../routes/useLocale';
import { usePageEvent } from './timeLocation.context';
import { describeEventTime, zoneNameOf } from './timeLocation.format';
import { useLoadedSiteConfig } from '../../store/siteConfig';
import './timeLocation.css';
import { useMessages } from '../../i18n/useMessages';

export function TimeLocationDetails({ event }: { event: EventDetails }) {
  const locale = useLocale();
  const t = useMessages(blocksReaderMessages, locale);
  const text = describeEventTime(event, locale);
  const zone = zoneNameOf(event, useLoadedSiteConfig()?.time_zone, locale);
  if (!text) return null;
  return (
    <section className="time-location" aria-label={t('timeLocation.label')}>
      <dl>
        <div className="time-location__row">
          <dt>{t('timeLocation.date')}</dt>
          <dd>
            <time dateTime={text.isoDate}>
              <span className="time-location__weekday">{text.weekday}</span> {text.date}
            </time>
          </dd>
        </div>
        {text.start && (
          <div className="time-location__row">
            <dt>{t('timeLocation.time')}</dt>
            <dd>
              {text.start}
              {text.end && ` – ${text.end}`}
              {zone && <span className="time-location__zone"> ({zone})</span>}
            </dd>
          </div>
        )}
        {text.place && (
          <div className="time-location__row">
            <dt>{t('timeLocation.location')}</dt>
            <dd>{text.place}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Spec 3.1 time-location-node: no stored fields; it shows the page's event details. */
export function TimeLocationRenderer() {
  const event = usePageEvent();
  return event ? <TimeLocationDetails event={event} /> : null;
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'time-location-node': TimeLocationRenderer };
