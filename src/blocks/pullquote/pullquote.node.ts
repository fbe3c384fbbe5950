import { mergeAttributes, Node, type Editor } from '@tiptap/core';
import { TextSelection, type Transaction } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { PullquoteView } from './PullquoteView';
import { blockquoteDefaults, isQuotePosition, pullquoteDefaults, type QuotePosition } from './pullquote.schema';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pullquote: {
      /** Inserts a centred pullquote with an empty quote and attribution. */
      insertPullquote: () => ReturnType;
      /** Moves the pullquote or blockquote container at the given position to the left, center or right. */
      setQuotePosition: (pos: number, position: QuotePosition) => ReturnType;
    };
  }
}

const QUOTE_CONTAINERS = new Set(['pullquote', 'blockquoteContainer']);

export const emptyPullquote = () => ({
  type: 'pullquote',
  attrs: { position: pullquoteDefaults.__position },
  content: [{ type: 'pullquoteTitle' }, { type: 'pullquoteContent' }],
});

const positionAttribute = (fallback: QuotePosition) => ({
  default: fallback,
  parseHTML: (element: HTMLElement) => {
    const position = element.getAttribute('data-position');
    return isQuotePosition(position) ? position : fallback;
  },
  renderHTML: (attrs: Record<string, unknown>) => ({ 'data-position': attrs.position ?? fallback }),
});

export const PullquoteTitle = Node.create({
  name: 'pullquoteTitle',
  content: 'inline*',
  defining: true,
  addAttributes: () => ({ lexical: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-pullquote-title]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-pullquote-title': '', class: 'pullquote__quote' }),
    0,
  ],
});

export const PullquoteContent = Node.create({
  name: 'pullquoteContent',
  content: 'inline*',
  defining: true,
  addAttributes: () => ({ lexical: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-pullquote-content]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-pullquote-content': '', class: 'pullquote__attribution' }),
    0,
  ],
});

// Insertion leaves the caret at the end of the new block; people write the quote first.
function caretToQuote(tr: Transaction) {
  const { $from } = tr.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    if ($from.node(depth).type.name !== 'pullquote') continue;
    tr.setSelection(TextSelection.near(tr.doc.resolve($from.before(depth) + 1)));
    break;
  }
  return true;
}

function moveAfterPullquote(editor: Editor) {
  const { $from } = editor.state.selection;
  const depth = $from.depth - 1;
  if (depth < 0 || $from.node(depth).type.name !== 'pullquote') return false;
  const after = $from.after(depth);
  return editor
    .chain()
    .insertContentAt(after, { type: 'paragraph' })
    .command(({ tr }) => {
      tr.setSelection(TextSelection.near(tr.doc.resolve(after + 1)));
      return true;
    })
    .run();
}

export const Pullquote = Node.create({
  name: 'pullquote',
  group: 'block',
  content: 'pullquoteTitle pullquoteContent',
  defining: true,
  isolating: true,
  addAttributes: () => ({
    position: positionAttribute(pullquoteDefaults.__position),
    lexical: { default: null, rendered: false },
  }),
  parseHTML: () => [{ tag: 'div[data-pullquote]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-pullquote': '', class: 'pullquote' }), 0],
  addNodeView() {
    return ReactNodeViewRenderer(PullquoteView);
  },
  addCommands() {
    return {
      insertPullquote:
        () =>
        ({ chain }) =>
          chain()
            .insertContent(emptyPullquote())
            .command(({ tr }) => caretToQuote(tr))
            .run(),
      setQuotePosition:
        (pos, position) =>
        ({ tr, state, dispatch }) => {
          const node = pos >= 0 && pos < state.doc.content.size ? state.doc.nodeAt(pos) : null;
          if (!node || !QUOTE_CONTAINERS.has(node.type.name) || !isQuotePosition(position)) return false;
          if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, position });
          return true;
        },
    };
  },
  addKeyboardShortcuts() {
    return {
      // The quote and its attribution are single lines: Shift+Enter moves on instead of splitting them.
      'Shift-Enter': ({ editor }) => {
        const { $from } = editor.state.selection;
        if ($from.parent.type.name === 'pullquoteTitle') {
          const contentStart = $from.after() + 1;
          return editor.commands.setTextSelection(contentStart);
        }
        if ($from.parent.type.name === 'pullquoteContent') return moveAfterPullquote(editor);
        return false;
      },
    };
  },
});

export const BlockquoteContainer = Node.create({
  name: 'blockquoteContainer',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes: () => ({
    position: positionAttribute(blockquoteDefaults.__position),
    lexical: { default: null, rendered: false },
  }),
  parseHTML: () => [{ tag: 'div[data-blockquote-container]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-blockquote-container': '', class: 'quote-block' }),
    0,
  ],
  addNodeView() {
    return ReactNodeViewRenderer(PullquoteView);
  },
});
