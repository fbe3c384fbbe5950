import type { ReactNode } from 'react';
import { CardLink } from '../CardLink';
import { isCardList, textOf, type StoredCard } from '../cardList';
import type { BlockRendererProps } from '../renderers';
import { defaultCardColour, HEX_COLOUR, isCardImage, type PreviewCardsVariant } from './previewCards.schema';
import './previewCards.css';
import { isPreviewCardComplete } from '../completeness';
import { altTextOf } from '../../../contract/imageAlt';
import type { PictureInfo } from '../../../contract/pictures';
import { Picture } from '../Picture';

/** A card's image: a colour field or a picture (its derivatives when readers have them); else its position's colour. */
export function CardImage({
  image,
  position,
  alt = '',
  picture,
  sizes,
}: {
  image: unknown;
  position: number;
  alt?: string;
  picture?: PictureInfo;
  sizes?: string;
}) {
  const value = textOf(image).trim();
  if (value && !HEX_COLOUR.test(value) && isCardImage(value))
    return <Picture className="preview-card__image" src={value} alt={alt} loading="lazy" picture={picture} sizes={sizes} />;
  const colour = HEX_COLOUR.test(value) ? value : defaultCardColour(position);
  return <div className="preview-card__image" style={{ background: colour }} aria-hidden="true" />;
}

/** Spec 9.4: more than three cards use the wider "trustees" layout, and four cards the small card style. */
export function layoutClassOf(variant: PreviewCardsVariant, count: number): string {
  return [
    'preview-cards',
    `preview-cards--${variant}`,
    count > 3 ? 'preview-cards--trustees' : '',
    count === 4 ? 'preview-cards--small' : '',
  ]
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
  /** Readers: the derivatives of the cards' uploaded pictures, by address (the block's `pictures`). */
  pictures?: Record<string, PictureInfo>;
}

/**
 * How wide a card's picture is drawn (previewCards.css): the column on phones; then up to three cards share the
 * 760px column's row (20px gaps), and more go four to a row (two up to 900px).
 */
const sizesOf = (count: number) => `(max-width:520px) 100vw,${count > 3 ? '(max-width:900px) 46vw,178' : 780 / count - 20}px`;

export function PreviewCardsList({ variant, cards, linked, actionsOf, placeholderOf, pictures }: PreviewCardsListProps) {
  return (
    <div className={layoutClassOf(variant, cards.length)}>
      {cards.map((card, index) => {
        const title = textOf(card.title) || placeholderOf?.('title');
        const description = textOf(card.description) || placeholderOf?.('description');
        return (
          <article key={index} className="preview-card">
            <CardImage
              image={card.image}
              position={index}
              alt={altTextOf(card.image_alt, card.image_decorative)}
              picture={pictures?.[textOf(card.image)]}
              sizes={sizesOf(cards.length)}
            />
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
              {description && (
                <p className={`preview-card__description${textOf(card.description) ? '' : ' card-placeholder'}`}>{description}</p>
              )}
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
  return (
    <PreviewCardsList
      variant={node.type === 'white-cards' ? 'white' : 'gray'}
      cards={cards}
      linked
      pictures={node.pictures as Record<string, PictureInfo> | undefined}
    />
  );
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'gray-cards': PreviewCardsRenderer, 'white-cards': PreviewCardsRenderer };
