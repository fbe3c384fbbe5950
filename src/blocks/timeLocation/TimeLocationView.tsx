import { memo, useRef } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { useEditingPage } from '../../store/editingPage';
import { useEventDetails } from '../../store/eventDetails';
import { useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { usePageEvent } from './timeLocation.context';
import { TimeLocationDetails } from './timeLocation.render';
import { useMessages } from '../../i18n/useMessages';

/**
 * The editor's time and location block: the page's event details, or a note when the page has none. On an event
 * page it opens the event's date, time and place (saving a new page first), which readers see here and in the lists.
 */
export const TimeLocationView = memo(function TimeLocationView({ editor }: ReactNodeViewProps) {
  const event = usePageEvent();
  const t = useMessages(blocksMessages);
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const isEvent = useEditingPage((state) => state.page?.collection === 'events');
  const ask = useEventDetails((state) => state.ask);
  const wrapper = useRef<HTMLDivElement>(null);
  // The block controls' settings open the event's date, time and place.
  useBlockSettingsEvent(wrapper, () => isEvent && void ask());
  return (
    <NodeViewWrapper ref={wrapper} className="time-location-block" data-time-location="">
      {event ? <TimeLocationDetails event={event} /> : <p className="time-location time-location--empty">{t('timeLocation.empty')}</p>}
      {editable && isEvent && (
        <p className="time-location-block__actions" contentEditable={false}>
          <button type="button" onClick={() => void ask()}>
            {t(event ? 'timeLocation.edit' : 'timeLocation.set')}
          </button>
        </p>
      )}
    </NodeViewWrapper>
  );
});
