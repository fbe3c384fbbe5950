import { buttonGroupContract } from '../../../contract/blocks/buttonGroup';
import * as v from 'valibot';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf, withFields } from '../../editor/kit/savedFields';
import { storedButtonGroupSchema } from './buttonGroup.schema';

/** inlineButton <-> buttonGroup. The stored buttons ride along as they are, so both descriptions save back unchanged. */
export const buttonGroupCodec: BlockCodec = {
  savedTypes: buttonGroupContract.savedTypes,
  editorTypes: ['buttonGroup'],
  toEditor(node) {
    if (!v.is(storedButtonGroupSchema, node)) return { type: 'inertBlock', attrs: { saved: node } };
    return {
      type: 'buttonGroup',
      attrs: { position: node.position ?? null, buttons: node.buttons, lexical: fieldsOf(node, ['position', 'buttons']) },
    };
  },
  fromEditor(node) {
    const attrs = node.attrs ?? {};
    const position = attrs.position === null || attrs.position === undefined ? {} : { position: attrs.position };
    return withFields('inlineButton', attrs.lexical, { version: 1 }, { ...position, buttons: attrs.buttons ?? [] });
  },
};
