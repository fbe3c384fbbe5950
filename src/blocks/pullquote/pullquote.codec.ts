import { pullquoteContract } from '../../../contract/blocks/pullquote';
import * as v from 'valibot';
import type { JSONContent } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import type { BlockCodec, CodecContext } from '../../editor/kit/blockCodec';
import { ELEMENT_DEFAULTS, fieldsOf, withFields } from '../../editor/kit/savedFields';
import { quoteSchema } from './pullquote.schema';

const emptyParagraph = { type: 'paragraph', attrs: { implicit: true } };
const inert = (node: SavedNode): JSONContent => ({ type: 'inertBlock', attrs: { saved: node } });

function withInline(type: string, lexical: unknown, content: JSONContent[]): JSONContent {
  return { type, attrs: { lexical }, ...(content.length ? { content } : {}) };
}

function pullquoteToEditor(node: SavedNode, context: CodecContext): JSONContent {
  const [title, content, ...rest] = node.children ?? [];
  if (title?.type !== 'blockquote-title' || content?.type !== 'blockquote-content' || rest.length) return inert(node);
  return {
    type: 'pullquote',
    attrs: { position: node.__position ?? null, lexical: fieldsOf(node, ['__position']) },
    content: [
      withInline('pullquoteTitle', fieldsOf(title), context.inlineToEditor(title.children)),
      withInline('pullquoteContent', fieldsOf(content), context.inlineToEditor(content.children)),
    ],
  };
}

function blockquoteToEditor(node: SavedNode, context: CodecContext): JSONContent {
  const blocks = context.blocksToEditor(node.children);
  return {
    type: 'blockquoteContainer',
    attrs: { position: node.__position ?? null, lexical: fieldsOf(node, ['__position']) },
    content: blocks.length ? blocks : [emptyParagraph],
  };
}

/** A stored quote without `__position` saves back without it; a position chosen in the editor is saved. */
const positionOf = (attrs: Record<string, unknown>) => (attrs.position ? { __position: attrs.position } : {});

/** project-new-blockquote-container <-> pullquote (a quote and its attribution); blockquote-container <-> blockquoteContainer. */
export const pullquoteCodec: BlockCodec = {
  savedTypes: pullquoteContract.savedTypes,
  editorTypes: ['pullquote', 'blockquoteContainer'],
  toEditor(node, context) {
    if (!v.is(quoteSchema, node)) return inert(node);
    return node.type === 'blockquote-container' ? blockquoteToEditor(node, context) : pullquoteToEditor(node, context);
  },
  fromEditor(node, context) {
    const attrs = node.attrs ?? {};
    if (node.type === 'blockquoteContainer') {
      return withFields('blockquote-container', attrs.lexical, { version: 1 }, positionOf(attrs), context.blocksFromEditor(node.content));
    }
    const [title, content] = node.content ?? [];
    return withFields('project-new-blockquote-container', attrs.lexical, { version: 1 }, positionOf(attrs), [
      withFields('blockquote-title', title?.attrs?.lexical, ELEMENT_DEFAULTS, {}, context.inlineFromEditor(title?.content)),
      withFields('blockquote-content', content?.attrs?.lexical, ELEMENT_DEFAULTS, {}, context.inlineFromEditor(content?.content)),
    ]);
  },
};
