import * as v from 'valibot';
import type { BlocksKey } from '../../i18n/blocks.en';
import type { Translate } from '../../i18n/translate';

export const PREVIEW_CARDS_NODE = 'previewCards';
export type PreviewCardsVariant = 'gray' | 'white';
export const SAVED_TYPE_OF: Record<PreviewCardsVariant, string> = { gray: 'gray-cards', white: 'white-cards' };

/** Spec 9.4: the card default colours, indexed 0 to 9. */
export const CARD_DEFAULT_COLOURS = [
  '#F6E36C',
  '#EE3A43',
  '#8ED7E2',
  '#FFAE00',
  '#7AAEE5',
  '#E14CA3',
  '#EF652A',
  '#2065C5',
  '#7E0091',
  '#2AB252',
] as const;
const DEFAULT_COLOUR_INDEXES = [0, 4, 6, 3];

/** The default colour of the card at a position: indexes 0, 4 and 6 for three cards, 3 for a fourth. */
export function defaultCardColour(position: number): string {
  return CARD_DEFAULT_COLOURS[DEFAULT_COLOUR_INDEXES[position] ?? position % CARD_DEFAULT_COLOURS.length];
}

export const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;
const IMAGE_LINK = /^(https:\/\/|\/(?!\/))\S+$/i;
const CARD_LINK = /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i;

export function isCardImage(image: string): boolean {
  return HEX_COLOUR.test(image) || IMAGE_LINK.test(image);
}

/** One gray or white card (spec 3.1, 5.2; messages from `t`): only the title and id are required; a link, when given, is a URL. */
export const previewCardSchemaOf = (t: Translate<BlocksKey>) =>
  v.object({
    title: v.pipe(v.string(), v.trim(), v.nonEmpty(t('validation.titleRequired'))),
    description: v.pipe(v.string(), v.trim()),
    link: v.pipe(
      v.string(),
      v.trim(),
      v.check((link) => link === '' || CARD_LINK.test(link), t('validation.linkInvalid', { mailto: 'mailto' })),
    ),
    image: v.pipe(
      v.string(),
      v.trim(),
      v.check((image) => image === '' || isCardImage(image), t('validation.cardImage', { https: 'https' })),
    ),
    id: v.pipe(v.string(), v.trim(), v.nonEmpty(t('validation.idRequired'))),
    /** Issue 17: a picture's alt text, or the decorative mark (contract/imageAlt.ts). */
    image_alt: v.pipe(v.string(), v.trim()),
    image_decorative: v.boolean(),
  });
export type PreviewCard = v.InferOutput<ReturnType<typeof previewCardSchemaOf>>;

export function emptyPreviewCard(position: number, id: string): PreviewCard {
  return { title: '', description: '', link: '', image: defaultCardColour(position), id, image_alt: '', image_decorative: false };
}
