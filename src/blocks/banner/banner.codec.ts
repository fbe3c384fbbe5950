import { bannerContract } from '../../../contract/blocks/banner';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf, withFields } from '../../editor/kit/savedFields';
import { BANNER_NODE } from './banner.schema';

const FIELDS = ['title', 'description', 'link'] as const;

/** banner <-> banner; a banner without its three text fields is kept as an inert block. */
export const bannerCodec: BlockCodec = {
  savedTypes: bannerContract.savedTypes,
  editorTypes: [BANNER_NODE],
  toEditor(node) {
    if (FIELDS.some((field) => typeof node[field] !== 'string') || node.children !== undefined)
      return { type: 'inertBlock', attrs: { saved: node } };
    return { type: BANNER_NODE, attrs: { title: node.title, description: node.description, link: node.link, lexical: fieldsOf(node) } };
  },
  fromEditor(node) {
    const attrs = node.attrs ?? {};
    return withFields(
      'banner',
      attrs.lexical,
      { version: 1 },
      { title: attrs.title ?? '', description: attrs.description ?? '', link: attrs.link ?? '' },
    );
  },
};
