import { Extension } from '@tiptap/core';

/** Node types whose saved (Lexical) fields ride along in a `lexical` attribute, so a document saves back unchanged. */
export const NODES_WITH_SAVED_FIELDS = [
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'horizontalRule',
  'hardBreak',
];

export const LexicalFields = Extension.create({
  name: 'lexicalFields',
  addGlobalAttributes() {
    return [
      {
        types: NODES_WITH_SAVED_FIELDS,
        attributes: {
          lexical: { default: null, rendered: false, keepOnSplit: false },
        },
      },
      {
        types: ['paragraph'],
        attributes: {
          implicit: { default: false, rendered: false, keepOnSplit: false },
        },
      },
      {
        types: ['listItem'],
        attributes: {
          nestedWrapper: { default: null, rendered: false, keepOnSplit: false },
          wrapperOnly: { default: null, rendered: false, keepOnSplit: false },
        },
      },
    ];
  },
});
