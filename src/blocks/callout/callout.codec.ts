import { calloutContract } from '../../../contract/blocks/callout';
import * as v from 'valibot';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { ELEMENT_DEFAULTS, fieldsOf, withFields } from '../../editor/kit/savedFields';
import { calloutDefaults, calloutSchema } from './callout.schema';

const emptyParagraph = { type: 'paragraph', attrs: { implicit: true } };

/** custom-block-element-node (supplementary-wrapper) <-> callout; its title holds text, its content holds blocks. */
export const calloutCodec: BlockCodec = {
  savedTypes: calloutContract.savedTypes,
  editorTypes: ['callout'],
  toEditor(node, context) {
    const [title, content, ...rest] = node.children ?? [];
    if (
      !v.is(calloutSchema, node) ||
      title?.type !== 'custom-supplementary-title-node' ||
      content?.type !== 'custom-supplementary-content-node' ||
      rest.length
    ) {
      return { type: 'inertBlock', attrs: { saved: node } };
    }
    const inline = context.inlineToEditor(title.children);
    const blocks = context.blocksToEditor(content.children);
    return {
      type: 'callout',
      attrs: { lexical: fieldsOf(node) },
      content: [
        { type: 'calloutTitle', attrs: { lexical: fieldsOf(title) }, ...(inline.length ? { content: inline } : {}) },
        { type: 'calloutContent', attrs: { lexical: fieldsOf(content) }, content: blocks.length ? blocks : [emptyParagraph] },
      ],
    };
  },
  fromEditor(node, context) {
    const [title, content] = node.content ?? [];
    return withFields('custom-block-element-node', node.attrs?.lexical, calloutDefaults, {}, [
      withFields('custom-supplementary-title-node', title?.attrs?.lexical, ELEMENT_DEFAULTS, {}, context.inlineFromEditor(title?.content)),
      withFields(
        'custom-supplementary-content-node',
        content?.attrs?.lexical,
        ELEMENT_DEFAULTS,
        {},
        context.blocksFromEditor(content?.content),
      ),
    ]);
  },
};
