import { previewCardsContract } from '../../../contract/blocks/previewCards';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf, withFields } from '../../editor/kit/savedFields';
import { isCardList } from '../cardList';
import { PREVIEW_CARDS_NODE, SAVED_TYPE_OF, type PreviewCardsVariant } from './previewCards.schema';
import { isSafeMediaSource } from '../../../contract/links';

/** gray-cards and white-cards <-> previewCards with a variant; cards are kept as stored objects. */
export const previewCardsCodec: BlockCodec = {
  savedTypes: previewCardsContract.savedTypes,
  editorTypes: [PREVIEW_CARDS_NODE],
  toEditor(node) {
    if (!isCardList(node.cards) || node.children !== undefined) return { type: 'inertBlock', attrs: { saved: node } };
    const variant: PreviewCardsVariant = node.type === SAVED_TYPE_OF.white ? 'white' : 'gray';
    // A card image no rule allows is dropped here, so the next save stores the card without it.
    const cards = node.cards.map((card) =>
      typeof card.image === 'string' && !isSafeMediaSource(card.image) ? { ...card, image: '' } : card,
    );
    return { type: PREVIEW_CARDS_NODE, attrs: { variant, cards, lexical: fieldsOf(node) } };
  },
  fromEditor(node) {
    const attrs = node.attrs ?? {};
    const variant: PreviewCardsVariant = attrs.variant === 'white' ? 'white' : 'gray';
    return withFields(SAVED_TYPE_OF[variant], attrs.lexical, { version: 1 }, { cards: attrs.cards ?? [] });
  },
};
