import { Extension } from '@tiptap/core';
import { positionOfSavedBlock } from '../document/codec';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    revealSavedBlock: {
      /**
       * Scrolls to and selects the block the saved document has at `index` among its top-level blocks (as the
       * server's answers name blocks: a publish refused for an image without alt text); false when there is none.
       */
      revealSavedBlock: (index: number) => ReturnType;
    };
  }
}

export const RevealSavedBlock = Extension.create({
  name: 'revealSavedBlock',
  addCommands() {
    return {
      revealSavedBlock:
        (index) =>
        ({ state, chain }) => {
          const position = positionOfSavedBlock(state.doc, index);
          return position !== null && chain().focus().setNodeSelection(position).scrollIntoView().run();
        },
    };
  },
});
