import { Mark, Node } from '@tiptap/core';
import type { Locale } from '../../../contract';
import type { SavedNode } from '../../../contract/document';
import { editorMessages } from '../../i18n/editor';
import { translatorOf } from '../../i18n/translate';

function textOf(node: SavedNode | null): string {
  if (!node) return '';
  if (typeof node.text === 'string') return node.text;
  return (node.children ?? []).map(textOf).join(' ');
}

/** A block the editor does not know: kept exactly as saved and shown as a labelled, uneditable box. */
export const InertBlock = Node.create<{ locale: Locale }>({
  name: 'inertBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addOptions: () => ({ locale: 'en' }),
  addAttributes() {
    return { saved: { default: null, rendered: false } };
  },
  parseHTML() {
    return [];
  },
  renderHTML({ node }) {
    const saved = node.attrs.saved as SavedNode | null;
    const type = saved?.type ?? 'unknown';
    const label = translatorOf(editorMessages, this.options.locale)('inert.unsupported', { type });
    return [
      'div',
      { class: 'inert-block', 'data-saved-type': type, role: 'group', 'aria-label': label, contenteditable: 'false' },
      ['span', { class: 'inert-block__label' }, label],
      ['span', { class: 'inert-block__text' }, textOf(saved).slice(0, 280)],
    ];
  },
});

/** An inline node the editor does not know, such as a Lexical tab or mention, kept as saved. */
export const InertInline = Node.create({
  name: 'inertInline',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return { saved: { default: null, rendered: false } };
  },
  parseHTML() {
    return [];
  },
  renderHTML({ node }) {
    const saved = node.attrs.saved as SavedNode | null;
    return ['span', { class: 'inert-inline', 'data-saved-type': saved?.type ?? 'unknown', contenteditable: 'false' }, textOf(saved)];
  },
});

/** Text fields the editor has no mark for (Lexical's other format bits, detail, mode, other styles), kept as saved. */
export const LexicalText = Mark.create({
  name: 'lexicalText',
  excludes: '',
  addAttributes() {
    return {
      format: { default: 0, rendered: false },
      detail: { default: 0, rendered: false },
      mode: { default: 'normal', rendered: false },
      style: { default: '', rendered: false },
      version: { default: 1, rendered: false },
      // The saved text, when its fields do not follow from the marks alone (see inlineCodec's textToEditor).
      saved: { default: null, rendered: false },
    };
  },
  parseHTML() {
    return [];
  },
  renderHTML() {
    return ['span', { class: 'lexical-text' }, 0];
  },
});
