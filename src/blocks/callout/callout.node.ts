import { mergeAttributes, Node } from '@tiptap/core';
import { TextSelection, type Transaction } from '@tiptap/pm/state';
import { CALLOUT_CLASS_NAME } from './callout.schema';
import './callout.css';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: {
      /** Inserts a callout (the supplementary block) with an empty title and content. */
      insertCallout: () => ReturnType;
    };
  }
}

export const emptyCallout = () => ({
  type: 'callout',
  content: [{ type: 'calloutTitle' }, { type: 'calloutContent', content: [{ type: 'paragraph' }] }],
});

// Insertion leaves the caret at the end of the new block; people write the title first.
function caretToTitle(tr: Transaction) {
  const { $from } = tr.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    if ($from.node(depth).type.name !== 'callout') continue;
    tr.setSelection(TextSelection.near(tr.doc.resolve($from.before(depth) + 1)));
    break;
  }
  return true;
}

export const CalloutTitle = Node.create({
  name: 'calloutTitle',
  content: 'inline*',
  defining: true,
  addAttributes: () => ({ lexical: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-callout-title]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-callout-title': '', class: 'callout__title' }), 0],
});

export const CalloutContent = Node.create({
  name: 'calloutContent',
  content: 'block+',
  defining: true,
  addAttributes: () => ({ lexical: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-callout-content]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-callout-content': '', class: 'callout__content' }),
    0,
  ],
});

export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'calloutTitle calloutContent',
  defining: true,
  isolating: true,
  addAttributes: () => ({ lexical: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'aside[data-callout]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'aside',
    mergeAttributes(HTMLAttributes, { 'data-callout': '', class: `callout ${CALLOUT_CLASS_NAME}` }),
    0,
  ],
  addCommands() {
    return {
      insertCallout:
        () =>
        ({ chain }) =>
          chain()
            .insertContent(emptyCallout())
            .command(({ tr }) => caretToTitle(tr))
            .run(),
    };
  },
  addKeyboardShortcuts() {
    return {
      // The title is a single line: Shift+Enter moves on to the content instead of splitting it.
      'Shift-Enter': ({ editor }) => {
        const { $from } = editor.state.selection;
        if ($from.parent.type.name !== 'calloutTitle') return false;
        const contentStart = $from.after() + 1;
        return editor
          .chain()
          .command(({ tr }) => {
            tr.setSelection(TextSelection.near(tr.doc.resolve(contentStart)));
            return true;
          })
          .run();
      },
    };
  },
});
