import { redBarContract } from '../../../contract/blocks/redBar';
import * as v from 'valibot';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { ELEMENT_DEFAULTS, fieldsOf, withFields, type Fields } from '../../editor/kit/savedFields';
import { isRedBarTextType, redBarContainerSchema, RED_BAR_TEXT_TYPES } from './redBar.schema';

const CONTAINER_TYPE = 'custom-redbar-container-node';

/** custom-redbar-container-node holding one redbartext (or a bare redbartext) <-> redBarHeading. */
export const redBarCodec: BlockCodec = {
  savedTypes: redBarContract.savedTypes,
  editorTypes: ['redBarHeading'],
  toEditor(node, context) {
    const wrapped = node.type === CONTAINER_TYPE;
    const [text, ...rest] = wrapped ? (node.children ?? []) : [node];
    if (!text || rest.length || !isRedBarTextType(text.type) || (wrapped && !v.is(redBarContainerSchema, node))) {
      return { type: 'inertBlock', attrs: { saved: node } };
    }
    const content = context.inlineToEditor(text.children);
    return {
      type: 'redBarHeading',
      attrs: { savedType: text.type, lexical: fieldsOf(text), container: wrapped ? fieldsOf(node) : null },
      ...(content.length ? { content } : {}),
    };
  },
  fromEditor(node, context) {
    const attrs = node.attrs ?? {};
    const savedType = isRedBarTextType(attrs.savedType) ? attrs.savedType : RED_BAR_TEXT_TYPES[0];
    const text = withFields(savedType, attrs.lexical, ELEMENT_DEFAULTS, {}, context.inlineFromEditor(node.content));
    if (attrs.container === null) return text;
    return withFields(CONTAINER_TYPE, attrs.container as Fields | undefined, { version: 1 }, {}, [text]);
  },
};
