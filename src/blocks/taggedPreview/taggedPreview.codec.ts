import { taggedPreviewContract } from '../../../contract/blocks/taggedPreview';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf, withFields } from '../../editor/kit/savedFields';
import { isCardList } from '../cardList';
import { TAGGED_PREVIEW_NODE } from './taggedPreview.schema';

/** tagged-preview <-> taggedPreview; the cards are kept as stored objects, so unknown card fields survive a save. */
export const taggedPreviewCodec: BlockCodec = {
  savedTypes: taggedPreviewContract.savedTypes,
  editorTypes: [TAGGED_PREVIEW_NODE],
  toEditor(node) {
    if (!isCardList(node.cards) || node.children !== undefined) return { type: 'inertBlock', attrs: { saved: node } };
    return { type: TAGGED_PREVIEW_NODE, attrs: { cards: node.cards, lexical: fieldsOf(node) } };
  },
  fromEditor(node) {
    const attrs = node.attrs ?? {};
    return withFields('tagged-preview', attrs.lexical, { version: 1 }, { cards: attrs.cards ?? [] });
  },
};
