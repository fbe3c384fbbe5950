import type { CSSProperties, ReactNode } from 'react';
import { CardLink } from '../CardLink';
import { isCardList, textOf, type StoredCard } from '../cardList';
import type { BlockRendererProps } from '../renderers';
import { TAGGED_PREVIEW_COLOURS } from './taggedPreview.schema';
import './taggedPreview.css';
import { isTaggedCardComplete } from '../completeness';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

export function colourOf(value: unknown): string {
  const colour = textOf(value);
  return HEX_COLOUR.test(colour) ? colour : TAGGED_PREVIEW_COLOURS[0];
}

interface TaggedPreviewCardsProps {
  cards: StoredCard[];
  /** View mode: each card links to its link (spec 2.2). */
  linked: boolean;
  /** Edit mode: the card's own controls. */
  actionsOf?: (index: number) => ReactNode;
  placeholderOf?: (field: 'title' | 'description') => string;
}

/** One card alone, or several in two columns (spec 9.4). */
export function TaggedPreviewCards({ cards, linked, actionsOf, placeholderOf }: TaggedPreviewCardsProps) {
  return (
    <div className={`tagged-previews${cards.length > 1 ? ' tagged-previews--columns' : ''}`}>
      {cards.map((card, index) => {
        const title = textOf(card.title) || placeholderOf?.('title');
        const description = textOf(card.description) || placeholderOf?.('description');
        return (
          <article key={index} className="tagged-preview" style={{ '--tag-colour': colourOf(card.color) } as CSSProperties}>
            <h3 className={`tagged-preview__title${textOf(card.title) ? '' : ' card-placeholder'}`}>
              {linked ? (
                <CardLink link={textOf(card.link)} className="tagged-preview__link">
                  {title}
                </CardLink>
              ) : (
                title
              )}
            </h3>
            {description && (
              <p className={`tagged-preview__description${textOf(card.description) ? '' : ' card-placeholder'}`}>{description}</p>
            )}
            {actionsOf?.(index)}
          </article>
        );
      })}
    </div>
  );
}

export function TaggedPreviewRenderer({ node }: BlockRendererProps) {
  const cards = isCardList(node.cards) ? node.cards.filter(isTaggedCardComplete) : [];
  if (cards.length === 0) return null;
  return <TaggedPreviewCards cards={cards} linked />;
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'tagged-preview': TaggedPreviewRenderer };
