import type { ReactNode } from 'react';
import { CardLink } from '../CardLink';
import { isCardList, textOf, type StoredCard } from '../cardList';
import type { BlockRendererProps } from '../renderers';
import { defaultCardColour, HEX_COLOUR, isCardImage, type PreviewCardsVariant } from './previewCards.schema';
import './previewCards.css';
import { isPreviewCardComplete } from '../completeness';
import { altTextOf } from '../../../contract/imageAlt';

/** A card's image: a colour field or a picture; anything else shows the default colour of its position. */
export function CardImage({ image, position, alt = '' }: { image: unknown; position: number; alt?: string }) {
  const value = textOf(image).trim();
  if (value && !HEX_COLOUR.test(value) && isCardImage(value)) return <img className="preview-card__image" src={value} alt={alt} loading="lazy" />;
  const colour = HEX_COLOUR.test(value) ? value : defaultCardColour(position);
  return <div className="preview-card__image" style={{ background: colour }} aria-hidden="true" />;
}

/** Spec 9.4: more than three cards use the wider "trustees" layout, and four cards the small card style. */
export function layoutClassOf(variant: PreviewCardsVariant, count: number): string {
  return ['preview-cards', `preview-cards--${variant}`, count > 3 ? 'preview-cards--trustees' : '', count === 4 ? 'preview-cards--small' : '']
    .filter(Boolean)
    .join(' ');
}

interface PreviewCardsListProps {
  variant: PreviewCardsVariant;
  cards: StoredCard[];
  /** View mode: each card links to its link (spec 2.2). */
  linked: boolean;
  actionsOf?: (index: number) => ReactNode;
  placeholderOf?: (field: 'title' | 'description') => string;
}

export function PreviewCardsList({ variant, cards, linked, actionsOf, placeholderOf }: PreviewCardsListProps) {
  return (
    <div className={layoutClassOf(variant, cards.length)}>
      {cards.map((card, index) => {
        const title = textOf(card.title) || placeholderOf?.('title');
        const description = textOf(card.description) || placeholderOf?.('description');
        return (
          <article key={index} className="preview-card">
            <CardImage image={card.image} position={index} alt={altTextOf(card.image_alt, card.image_decorative)} />
            <div className="preview-card__text">
              <h3 className={`preview-card__title${textOf(card.title) ? '' : ' card-placeholder'}`}>
                {linked ? (
                  <CardLink link={textOf(card.link)} className="preview-card__link">
                    {title}
                  </CardLink>
                ) : (
                  title
                )}
              </h3>
              {description && <p className={`preview-card__description${textOf(card.description) ? '' : ' card-placeholder'}`}>{description}</p>}
              {actionsOf?.(index)}
            </div>
          </article>
        );
      })}
    </div>
  );
}

export function PreviewCardsRenderer({ node }: BlockRendererProps) {
  const cards = isCardList(node.cards) ? node.cards.filter(isPreviewCardComplete) : [];
  if (cards.length === 0) return null;
  return <PreviewCardsList variant={node.type === 'white-cards' ? 'white' : 'gray'} cards={cards} linked />;
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'gray-cards': PreviewCardsRenderer, 'white-cards': PreviewCardsRenderer };
