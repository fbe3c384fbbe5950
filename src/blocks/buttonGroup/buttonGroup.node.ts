import { Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { buttonGroupContract } from '../../../contract/blocks/buttonGroup';
import { attributesOf } from '../../editor/kit/contractAttributes';
import { ButtonGroupView } from './ButtonGroupView';
import { buttonGroupDefaults, type ButtonGroupFields } from './buttonGroup.schema';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    buttonGroup: {
      /** Inserts a button group with one new button (spec 2.4). */
      insertButtonGroup: () => ReturnType;
      /** Replaces the position and buttons of the button group at the given position. */
      setButtonGroup: (pos: number, fields: ButtonGroupFields) => ReturnType;
    };
  }
}

/** The button group; `buttons` keeps the stored button objects as they came until the dialog saves new ones. */
export const ButtonGroup = Node.create({
  name: 'buttonGroup',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => attributesOf(buttonGroupContract),
  parseHTML: () => [{ tag: 'div[data-button-group]' }],
  renderHTML: () => ['div', { 'data-button-group': '', class: 'button-group' }],
  addNodeView() {
    return ReactNodeViewRenderer(ButtonGroupView);
  },
  addCommands() {
    return {
      insertButtonGroup:
        () =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: buttonGroupDefaults() }),
      setButtonGroup:
        (pos, fields) =>
        ({ tr, state, dispatch }) => {
          const node = pos >= 0 && pos < state.doc.content.size ? state.doc.nodeAt(pos) : null;
          if (node?.type.name !== this.name) return false;
          if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, position: fields.position, buttons: fields.buttons });
          return true;
        },
    };
  },
});
