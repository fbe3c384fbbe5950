import { memo, useMemo, useRef, useState } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import type { Locale } from '../../../contract';
import { blocksMessages } from '../../i18n/blocks';
import { useLocale } from '../../routes/useLocale';
import { useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { ButtonGroupDialog } from './ButtonGroupDialog';
import { ButtonGroupLinks } from './buttonGroup.render';
import { isButtonVisible, scheduleLabel } from './buttonGroup.schedule';
import { buttonGroupDefaults, readButtonGroup, type ButtonGroupFields } from './buttonGroup.schema';
import './buttonGroup.css';
import { useMessages } from '../../i18n/useMessages';

/** Edit mode: every button, a scheduled one with a badge giving its window, so editors see what readers will see when. */
function EditingButtons({ group, now, locale }: { group: ButtonGroupFields; now: Date; locale: Locale }) {
  const t = useMessages(blocksMessages, locale);
  return (
    <div className={`button-group button-group--${group.position}`}>
      {group.buttons.map((button, index) => {
        const showing = isButtonVisible(button, now);
        return (
          <span key={index} className="button-group__item">
            <span className="button-group__button">
              {button.name}
              {button.hasArrow && (
                <span className="button-group__arrow" aria-hidden="true">
                  →
                </span>
              )}
            </span>
            {button.scheduled && (
              <span className={`button-group__badge${showing ? '' : ' is-hidden-today'}`}>
                {scheduleLabel(button, t, locale)}
                {showing ? '' : t('buttons.hiddenToday')}
              </span>
            )}
          </span>
        );
      })}
    </div>
  );
}

/** The editor's button group: the buttons, an edit button in edit mode, and the Button Group dialog. */
export const ButtonGroupView = memo(function ButtonGroupView({ node, editor, updateAttributes }: ReactNodeViewProps) {
  const group = useMemo(
    () => readButtonGroup({ position: node.attrs.position, buttons: node.attrs.buttons }) ?? buttonGroupDefaults(),
    [node.attrs.position, node.attrs.buttons],
  );
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const locale = useLocale();
  const t = useMessages(blocksMessages, locale);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useBlockSettingsEvent(wrapper, () => setOpen(true));
  const now = new Date();

  return (
    <NodeViewWrapper ref={wrapper} className="button-group-block" data-button-group="" contentEditable={false}>
      {editable ? <EditingButtons group={group} now={now} locale={locale} /> : <ButtonGroupLinks group={group} now={now} />}
      {editable && (
        <button type="button" className="button-group__edit" onClick={() => setOpen(true)}>
          {t('buttons.edit')}
        </button>
      )}
      <ButtonGroupDialog
        open={open && editable}
        group={group}
        onOpenChange={setOpen}
        onSave={(fields) => {
          updateAttributes({ position: fields.position, buttons: fields.buttons });
          setOpen(false);
        }}
      />
    </NodeViewWrapper>
  );
});
