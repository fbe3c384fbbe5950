import { memo } from 'react';
import { NodeViewWrapper } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { usePageEvent } from './timeLocation.context';
import { TimeLocationDetails } from './timeLocation.render';
import { useMessages } from '../../i18n/useMessages';

/** The editor's time and location block: the page's event details, or a note when the page has none. */
export const TimeLocationView = memo(function TimeLocationView() {
  const event = usePageEvent();
  const t = useMessages(blocksMessages);
  return (
    <NodeViewWrapper className="time-location-block" data-time-location="">
      {event ? (
        <TimeLocationDetails event={event} />
      ) : (
        <p className="time-location time-location--empty">{t('timeLocation.empty')}</p>
      )}
    </NodeViewWrapper>
  );
});
