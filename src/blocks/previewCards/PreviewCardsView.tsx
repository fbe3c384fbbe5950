import { memo } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { isPictureImage } from '../../../contract/imageAlt';
import { AltTextStatus } from '../AltTextFields';
import { CardActions } from '../CardActions';
import { INCOMPLETE_PREVIEW_CARDS, isPreviewCardComplete } from '../completeness';
import { newCardId, textOf, type StoredCard } from '../cardList';
import { useCardEditing } from '../useCardEditing';
import { PreviewCardDialog } from './PreviewCardDialog';
import { PreviewCardsList } from './previewCards.render';
import { isCardImage, type PreviewCard, type PreviewCardsVariant } from './previewCards.schema';
import { useMessages } from '../../i18n/useMessages';

const PLACEHOLDERS = { title: 'previewCard.titlePlaceholder', description: 'previewCard.text' } as const;

function formValuesOf(card: StoredCard | undefined): PreviewCard {
  return {
    title: textOf(card?.title),
    description: textOf(card?.description),
    link: textOf(card?.link),
    image: isCardImage(textOf(card?.image)) ? textOf(card?.image) : '',
    id: textOf(card?.id) || newCardId(),
    image_alt: textOf(card?.image_alt),
    image_decorative: card?.image_decorative === true,
  };
}

/** The editor's gray or white cards: each card with Edit and Remove; the block's settings edit the first card. */
export const PreviewCardsView = memo(function PreviewCardsView({ node, editor, getPos }: ReactNodeViewProps) {
  const t = useMessages(blocksMessages);
  const cards = node.attrs.cards as StoredCard[];
  const variant = node.attrs.variant as PreviewCardsVariant;
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const { wrapper, editing, open, setOpen, edit } = useCardEditing(editor, (index) => formValuesOf(cards[index]));
  const position = () => getPos() ?? -1;
  const incomplete = !cards.every(isPreviewCardComplete);
  return (
    <NodeViewWrapper ref={wrapper} className={`preview-cards-block${incomplete ? ' is-incomplete' : ''}`} data-preview-cards="">
      {editable && incomplete && (
        <p className="block-incomplete" role="note">
          {t(INCOMPLETE_PREVIEW_CARDS)}
        </p>
      )}
      <PreviewCardsList
        variant={variant}
        cards={cards}
        linked={!editable}
        placeholderOf={editable ? (field) => t(PLACEHOLDERS[field]) : undefined}
        actionsOf={
          editable
            ? (index) => (
                <>
                  {/* The same mark as an image's: a card's picture needs alt text (or the decorative mark) to publish. */}
                  {isPictureImage(cards[index].image) && (
                    <AltTextStatus alt={textOf(cards[index].image_alt)} decorative={cards[index].image_decorative === true} />
                  )}
                  <CardActions
                    label={t('cardActions.card', { number: index + 1 })}
                    onEdit={() => edit(index)}
                    onRemove={() => editor.commands.removePreviewCard(position(), index)}
                  />
                </>
              )
            : undefined
        }
      />
      {editing && (
        <PreviewCardDialog
          open={open}
          card={editing.card}
          position={editing.index}
          onOpenChange={setOpen}
          onSave={(card) => editor.commands.setPreviewCard(position(), editing.index, card)}
        />
      )}
    </NodeViewWrapper>
  );
});
