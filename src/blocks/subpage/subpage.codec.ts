import { subpageContract } from '../../../contract/blocks/subpage';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf, withFields } from '../../editor/kit/savedFields';
import { SUBPAGE_FIELDS } from './subpage.schema';

/** subpage <-> subpage: the seven stored fields of spec 3.1 as attributes; any other saved field rides along. */
export const subpageCodec: BlockCodec = {
  savedTypes: subpageContract.savedTypes,
  editorTypes: ['subpage'],
  toEditor(node) {
    const attrs: Record<string, unknown> = { lexical: fieldsOf(node, [...SUBPAGE_FIELDS]) };
    for (const field of SUBPAGE_FIELDS) attrs[field] = node[field] ?? null;
    return { type: 'subpage', attrs };
  },
  fromEditor(node) {
    const attrs = node.attrs ?? {};
    const own = Object.fromEntries(SUBPAGE_FIELDS.filter((field) => attrs[field] != null).map((field) => [field, attrs[field]]));
    return withFields('subpage', attrs.lexical, { version: 1 }, own);
  },
};
