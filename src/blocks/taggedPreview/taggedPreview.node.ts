import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { insertAtomBlock } from '../insertAtomBlock';
import { changeCards, newCardId, withCard, withoutCard } from '../cardList';
import { emptyTaggedCard, TAGGED_PREVIEW_COLOURS, TAGGED_PREVIEW_NODE, type TaggedCard } from './taggedPreview.schema';
import { TaggedPreviewView } from './TaggedPreviewView';
import { taggedPreviewContract } from '../../../contract/blocks/taggedPreview';
import { attributesOf } from '../../editor/kit/contractAttributes';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    taggedPreview: {
      /** Inserts the two-card block of spec 2.4, coloured with the first two tagged preview colours. */
      insertTaggedPreviews: () => ReturnType;
      /** Inserts a block with one card. */
      insertTaggedPreview: () => ReturnType;
      /** Changes fields of the card at `index` of the block at `pos`. */
      setTaggedPreviewCard: (pos: number, index: number, card: Partial<TaggedCard>) => ReturnType;
      /** Removes a card; removing the last card removes the block. */
      removeTaggedPreviewCard: (pos: number, index: number) => ReturnType;
    };
  }
}

export function newTaggedCards(count: 1 | 2): TaggedCard[] {
  return TAGGED_PREVIEW_COLOURS.slice(0, count).map((color) => emptyTaggedCard(color, newCardId()));
}

export const TaggedPreview = Node.create({
  name: TAGGED_PREVIEW_NODE,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => attributesOf(taggedPreviewContract),
  parseHTML: () => [{ tag: 'div[data-tagged-preview]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-tagged-preview': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(TaggedPreviewView);
  },
  addCommands() {
    return {
      insertTaggedPreviews: () => insertAtomBlock({ type: TAGGED_PREVIEW_NODE, attrs: { cards: newTaggedCards(2) } }),
      insertTaggedPreview: () => insertAtomBlock({ type: TAGGED_PREVIEW_NODE, attrs: { cards: newTaggedCards(1) } }),
      setTaggedPreviewCard: (pos, index, card) => changeCards(TAGGED_PREVIEW_NODE, pos, withCard(index, card)),
      removeTaggedPreviewCard: (pos, index) => changeCards(TAGGED_PREVIEW_NODE, pos, withoutCard(index)),
    };
  },
});
