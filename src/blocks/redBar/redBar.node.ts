import { mergeAttributes, Node } from '@tiptap/core';
import { redBarContainerDefaults } from './redBar.schema';
import './redBar.css';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    redBar: {
      /** Turns the current block into a red bar heading. */
      setRedBar: () => ReturnType;
      /** Turns the current block into a red bar heading, or a red bar heading back into a paragraph. */
      toggleRedBar: () => ReturnType;
    };
  }
}

// setNode copies same-named attributes; the block it came from had its own saved fields.
const fresh = { lexical: null };

/** The red bar H2-style heading; `container` holds the stored wrapper's fields, null when it was stored without one. */
export const RedBarHeading = Node.create({
  name: 'redBarHeading',
  group: 'block',
  content: 'inline*',
  defining: true,
  addAttributes: () => ({
    savedType: { default: 'redbartext', rendered: false, keepOnSplit: false },
    container: { default: redBarContainerDefaults, rendered: false, keepOnSplit: false },
    lexical: { default: null, rendered: false, keepOnSplit: false },
    /** The heading level the block had before it became a red bar, to return to when the bar is turned off; not saved. */
    formerLevel: { default: null, rendered: false, keepOnSplit: false },
  }),
  parseHTML: () => [{ tag: 'div[data-red-bar]', contentElement: 'h2' }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-red-bar': '', class: 'red-bar-block' }),
    ['h2', { class: 'red-bar-heading' }, 0],
  ],
  addCommands() {
    return {
      setRedBar:
        () =>
        ({ commands }) =>
          commands.setNode(this.name, fresh),
      toggleRedBar:
        () =>
        ({ state, commands }) => {
          const block = state.selection.$from.parent;
          if (block.type.name === this.name) {
            const level = block.attrs.formerLevel as number | null;
            return level ? commands.setNode('heading', { level, lexical: null }) : commands.setNode('paragraph', fresh);
          }
          return commands.setNode(this.name, { ...fresh, formerLevel: block.type.name === 'heading' ? block.attrs.level : null });
        },
    };
  },
});
