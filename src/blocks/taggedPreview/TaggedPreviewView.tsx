import { memo } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { CardActions } from '../CardActions';
import { INCOMPLETE_TAGGED_CARDS, isTaggedCardComplete } from '../completeness';
import { newCardId, textOf, type StoredCard } from '../cardList';
import { useCardEditing } from '../useCardEditing';
import { TaggedPreviewCards } from './taggedPreview.render';
import { TAGGED_PREVIEW_COLOURS, type TaggedCard } from './taggedPreview.schema';
import { TaggedPreviewDialog } from './TaggedPreviewDialog';
import { useMessages } from '../../i18n/useMessages';

const PLACEHOLDERS = { title: 'taggedPreview.titlePlaceholder', description: 'taggedPreview.descriptionPlaceholder' } as const;

function formValuesOf(card: StoredCard | undefined): TaggedCard {
  return {
    title: textOf(card?.title),
    description: textOf(card?.description),
    link: textOf(card?.link),
    color: textOf(card?.color) || TAGGED_PREVIEW_COLOURS[0],
    id: textOf(card?.id) || newCardId(),
  };
}

/** The editor's tagged previews: the cards, each with Edit and Remove; the block's settings edit the first card. */
export const TaggedPreviewView = memo(function TaggedPreviewView({ node, editor, getPos }: ReactNodeViewProps) {
  const t = useMessages(blocksMessages);
  const cards = node.attrs.cards as StoredCard[];
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const { wrapper, editing, open, setOpen, edit } = useCardEditing(editor, (index) => formValuesOf(cards[index]));
  const position = () => getPos() ?? -1;
  const incomplete = !cards.every(isTaggedCardComplete);
  return (
    <NodeViewWrapper ref={wrapper} className={`tagged-preview-block${incomplete ? ' is-incomplete' : ''}`} data-tagged-preview="">
      {editable && incomplete && (
        <p className="block-incomplete" role="note">
          {t(INCOMPLETE_TAGGED_CARDS)}
        </p>
      )}
      <TaggedPreviewCards
        cards={cards}
        linked={!editable}
        placeholderOf={editable ? (field) => t(PLACEHOLDERS[field]) : undefined}
        actionsOf={
          editable
            ? (index) => (
                <CardActions
                  label={t('cardActions.card', { number: index + 1 })}
                  onEdit={() => edit(index)}
                  onRemove={() => editor.commands.removeTaggedPreviewCard(position(), index)}
                />
              )
            : undefined
        }
      />
      {editing && (
        <TaggedPreviewDialog
          open={open}
          card={editing.card}
          onOpenChange={setOpen}
          onSave={(card) => editor.commands.setTaggedPreviewCard(position(), editing.index, card)}
        />
      )}
    </NodeViewWrapper>
  );
});
