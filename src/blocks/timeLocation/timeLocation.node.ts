import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { insertAtomBlock } from '../insertAtomBlock';
import { TimeLocationView } from './TimeLocationView';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    timeLocation: {
      /** Inserts the time and location block, which shows the page's event details. */
      insertTimeLocation: () => ReturnType;
    };
  }
}

export const TIME_LOCATION_NODE = 'timeLocation';

export const TimeLocation = Node.create({
  name: TIME_LOCATION_NODE,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => ({ lexical: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-time-location]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-time-location': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(TimeLocationView);
  },
  addCommands() {
    return {
      insertTimeLocation: () => insertAtomBlock({ type: TIME_LOCATION_NODE }),
    };
  },
});
