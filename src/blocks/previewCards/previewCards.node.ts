import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { insertAtomBlock } from '../insertAtomBlock';
import { changeCards, newCardId, withCard, withoutCard } from '../cardList';
import { emptyPreviewCard, PREVIEW_CARDS_NODE, type PreviewCard, type PreviewCardsVariant } from './previewCards.schema';
import { PreviewCardsView } from './PreviewCardsView';
import { previewCardsContract } from '../../../contract/blocks/previewCards';
import { attributesOf } from '../../editor/kit/contractAttributes';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    previewCards: {
      /** Inserts a row of three or four gray cards in the default colours (spec 2.4, 9.4). */
      insertGrayCards: (count: 3 | 4) => ReturnType;
      /** Inserts a row of four white cards. */
      insertWhiteCards: () => ReturnType;
      /** Changes fields of the card at `index` of the block at `pos`. */
      setPreviewCard: (pos: number, index: number, card: Partial<PreviewCard>) => ReturnType;
      /** Removes a card; removing the last card removes the block. */
      removePreviewCard: (pos: number, index: number) => ReturnType;
    };
  }
}

export function newPreviewCards(count: number): PreviewCard[] {
  return Array.from({ length: count }, (_unused, position) => emptyPreviewCard(position, newCardId()));
}

const previewCards = (variant: PreviewCardsVariant, count: number) => ({
  type: PREVIEW_CARDS_NODE,
  attrs: { variant, cards: newPreviewCards(count) },
});

export const PreviewCards = Node.create({
  name: PREVIEW_CARDS_NODE,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  // Which of the two saved types (gray-cards, white-cards): the editor's, not a field.
  addAttributes: () => attributesOf(previewCardsContract, { variant: { default: 'gray', rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-preview-cards]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-preview-cards': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(PreviewCardsView);
  },
  addCommands() {
    return {
      insertGrayCards: (count) => insertAtomBlock(previewCards('gray', count)),
      insertWhiteCards: () => insertAtomBlock(previewCards('white', 4)),
      setPreviewCard: (pos, index, card) => changeCards(PREVIEW_CARDS_NODE, pos, withCard(index, card)),
      removePreviewCard: (pos, index) => changeCards(PREVIEW_CARDS_NODE, pos, withoutCard(index)),
    };
  },
});
