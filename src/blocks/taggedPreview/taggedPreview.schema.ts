import * as v from 'valibot';
import type { BlocksKey } from '../../i18n/blocks.en';
import type { Translate } from '../../i18n/translate';

export const TAGGED_PREVIEW_NODE = 'taggedPreview';

/** Spec 9.4: the tagged preview colours; new blocks use the first two. */
export const TAGGED_PREVIEW_COLOURS = ['#00afdb', '#74B87A', '#EE3A43', '#717174', '#F3F3F0', '#000000'] as const;
export const TAGGED_PREVIEW_COLOUR_NAMES: Record<string, BlocksKey> = {
  '#00afdb': 'colour.blue',
  '#74B87A': 'colour.green',
  '#EE3A43': 'colour.red',
  '#717174': 'colour.grey',
  '#F3F3F0': 'colour.stone',
  '#000000': 'colour.black',
};

/** Spec 5.2: a card or banner link starts with http://, https:// or mailto:. */
export const CARD_LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

/** The schemes the link hint names ("Starts with https://, http:// or mailto:"). */
export const LINK_SCHEMES = { https: 'https://', http: 'http://', mailto: 'mailto:' };

export const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
/** A card's or banner's link, its messages from `t` (the dialog's locale). */
export const cardLinkSchemaOf = (t: Translate<BlocksKey>) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(t('validation.linkRequired')),
    v.regex(CARD_LINK_PATTERN, t('validation.linkInvalid', { mailto: 'mailto' })),
  );

/** One tagged preview card (spec 3.1 `cards[]`, 5.2 messages, from `t`); the dialog validates with it. */
export const taggedCardSchemaOf = (t: Translate<BlocksKey>) =>
  v.object({
    title: requiredText(t('validation.titleRequired')),
    description: requiredText(t('validation.descriptionRequired')),
    link: cardLinkSchemaOf(t),
    color: requiredText(t('validation.colourRequired')),
    id: requiredText(t('validation.idRequired')),
  });
export type TaggedCard = v.InferOutput<ReturnType<typeof taggedCardSchemaOf>>;

export function emptyTaggedCard(color: string, id: string): TaggedCard {
  return { title: '', description: '', link: '', color, id };
}
