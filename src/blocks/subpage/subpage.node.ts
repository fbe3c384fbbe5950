import { Node, mergeAttributes } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { insertAtomBlock } from '../insertAtomBlock';
import { subpageContract } from '../../../contract/blocks/subpage';
import { attributesOf } from '../../editor/kit/contractAttributes';
import type { SubpageFields } from './subpage.schema';
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
  addAttributes: () => attributesOf(subpageContract),
  // It names one page: never duplicated or copied by the shell (editor/kit/blockTraits.ts).
  unique: true,
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
