import { accordionContract } from '../../../contract/blocks/accordion';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { ELEMENT_DEFAULTS, fieldsOf, withFields } from '../../editor/kit/savedFields';
import { accordionDefaults } from './accordion.schema';

const emptyParagraph = { type: 'paragraph', attrs: { implicit: true } };

/** collapsible-container <-> collapsibleContainer; its title holds text, its content holds blocks. */
export const accordionCodec: BlockCodec = {
  savedTypes: accordionContract.savedTypes,
  editorTypes: ['collapsibleContainer'],
  toEditor(node, context) {
    const [title, content, ...rest] = node.children ?? [];
    if (title?.type !== 'collapsible-title' || content?.type !== 'collapsible-content' || rest.length) {
      return { type: 'inertBlock', attrs: { saved: node } };
    }
    const inline = context.inlineToEditor(title.children);
    const blocks = context.blocksToEditor(content.children);
    return {
      type: 'collapsibleContainer',
      attrs: { open: node.open !== false, direction: node.direction ?? accordionDefaults.direction, lexical: fieldsOf(node) },
      content: [
        { type: 'collapsibleTitle', attrs: { lexical: fieldsOf(title) }, ...(inline.length ? { content: inline } : {}) },
        { type: 'collapsibleContent', attrs: { lexical: fieldsOf(content) }, content: blocks.length ? blocks : [emptyParagraph] },
      ],
    };
  },
  fromEditor(node, context) {
    const [title, content] = node.content ?? [];
    const attrs = node.attrs ?? {};
    return withFields('collapsible-container', attrs.lexical, { version: 1, direction: 'ltr' }, { open: attrs.open !== false }, [
      withFields('collapsible-title', title?.attrs?.lexical, ELEMENT_DEFAULTS, {}, context.inlineFromEditor(title?.content)),
      withFields('collapsible-content', content?.attrs?.lexical, ELEMENT_DEFAULTS, {}, context.blocksFromEditor(content?.content)),
    ]);
  },
};
