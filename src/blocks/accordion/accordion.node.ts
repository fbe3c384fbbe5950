import { mergeAttributes, Node } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { AccordionView } from './AccordionView';
import { accordionContract } from '../../../contract/blocks/accordion';
import { attributesOf } from '../../editor/kit/contractAttributes';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    accordion: {
      /** Inserts an open accordion with an empty title and content. */
      insertAccordion: () => ReturnType;
      /** Opens or closes the accordion at the given position. */
      toggleAccordion: (pos: number) => ReturnType;
    };
  }
}

export const emptyAccordion = (open = true) => ({
  type: 'collapsibleContainer',
  attrs: { open },
  content: [{ type: 'collapsibleTitle' }, { type: 'collapsibleContent', content: [{ type: 'paragraph' }] }],
});

function accordionAround(node: ProseMirrorNode | null | undefined) {
  return node?.type.name === 'collapsibleContainer' ? node : null;
}

export const AccordionTitle = Node.create({
  name: 'collapsibleTitle',
  content: 'inline*',
  defining: true,
  addAttributes: () => ({ lexical: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-accordion-title]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-accordion-title': '', class: 'accordion__title' }),
    0,
  ],
});

export const AccordionContent = Node.create({
  name: 'collapsibleContent',
  content: 'block+',
  defining: true,
  addAttributes: () => ({ lexical: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-accordion-content]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-accordion-content': '', class: 'accordion__content' }),
    0,
  ],
});

export const Accordion = Node.create({
  name: 'collapsibleContainer',
  group: 'block',
  content: 'collapsibleTitle collapsibleContent',
  defining: true,
  isolating: true,
  addAttributes: () =>
    attributesOf(accordionContract, {
      open: {
        default: true,
        parseHTML: (element) => element.getAttribute('data-open') !== 'false',
        renderHTML: (attrs) => ({ 'data-open': String(attrs.open) }),
      },
    }),
  parseHTML: () => [{ tag: 'div[data-accordion]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-accordion': '', class: 'accordion' }), 0],
  addNodeView() {
    return ReactNodeViewRenderer(AccordionView);
  },
  addCommands() {
    return {
      insertAccordion:
        () =>
        ({ tr, commands }) => {
          if (!commands.insertContent(emptyAccordion())) return false;
          const { $from } = tr.selection;
          for (let depth = $from.depth; depth > 0; depth--) {
            if (!accordionAround($from.node(depth))) continue;
            // The cursor goes to the title, the first thing a new accordion needs.
            tr.setSelection(TextSelection.create(tr.doc, $from.before(depth) + 2));
            break;
          }
          return true;
        },
      toggleAccordion:
        (pos) =>
        ({ tr, state, dispatch }) => {
          const node = accordionAround(state.doc.nodeAt(pos));
          if (!node) return false;
          if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, open: !node.attrs.open });
          return true;
        },
    };
  },
  addKeyboardShortcuts() {
    return {
      // Spec 4.2: Backspace at the start of the block after a closed accordion opens that accordion.
      Backspace: ({ editor }) => {
        const { selection, doc } = editor.state;
        const { $from, empty } = selection;
        if (!empty || $from.parentOffset !== 0 || $from.depth < 1) return false;
        const blockStart = $from.before($from.depth);
        const before = doc.resolve(blockStart).nodeBefore;
        const accordion = accordionAround(before);
        if (!accordion || accordion.attrs.open) return false;
        return editor.commands.toggleAccordion(blockStart - accordion.nodeSize);
      },
      // Spec 4.2: Shift+Space inside an accordion inserts a new accordion after it.
      'Shift-Space': ({ editor }) => {
        const { $from } = editor.state.selection;
        for (let depth = $from.depth; depth > 0; depth--) {
          if ($from.node(depth).type.name !== 'collapsibleContainer') continue;
          const after = $from.after(depth);
          return editor
            .chain()
            .insertContentAt(after, emptyAccordion())
            .command(({ tr }) => {
              tr.setSelection(TextSelection.near(tr.doc.resolve(after + 2)));
              return true;
            })
            .run();
        }
        return false;
      },
    };
  },
});
