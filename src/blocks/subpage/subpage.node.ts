import { Node, mergeAttributes } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { insertAtomBlock } from '../insertAtomBlock';
import { SUBPAGE_FIELDS, type SubpageFields } from './subpage.schema';
import { SubpageView } from './SubpageView';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    subpage: {
      /** Inserts a block that embeds the given subpage. */
      insertSubpage: (fields: SubpageFields) => ReturnType;
    };
  }
}

export const Subpage = Node.create({
  name: 'subpage',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return {
      ...Object.fromEntries(SUBPAGE_FIELDS.map((field) => [field, { default: null, rendered: false }])),
      lexical: { default: null, rendered: false },
    };
  },
  parseHTML: () => [{ tag: 'div[data-subpage]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-subpage': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(SubpageView);
  },
  addCommands() {
    return {
      insertSubpage: (fields) => insertAtomBlock({ type: 'subpage', attrs: fields }),
    };
  },
});
