import * as v from 'valibot';

export const TAGGED_PREVIEW_NODE = 'taggedPreview';

/** Spec 9.4: the tagged preview colours; new blocks use the first two. */
export const TAGGED_PREVIEW_COLOURS = ['#00afdb', '#74B87A', '#EE3A43', '#717174', '#F3F3F0', '#000000'] as const;
export const TAGGED_PREVIEW_COLOUR_NAMES: Record<string, string> = {
  '#00afdb': 'Blue',
  '#74B87A': 'Green',
  '#EE3A43': 'Red',
  '#717174': 'Grey',
  '#F3F3F0': 'Stone',
  '#000000': 'Black',
};

/** Spec 5.2: a card or banner link starts with http://, https:// or mailto:. */
export const CARD_LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

export const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
export const cardLinkSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('Link is required'), v.regex(CARD_LINK_PATTERN, 'Must be a valid URL or mailto link'));

/** One tagged preview card (spec 3.1 `cards[]`, 5.2 messages); the dialog validates with it. */
export const taggedCardSchema = v.object({
  title: requiredText('Title is required'),
  description: requiredText('Description is required'),
  link: cardLinkSchema,
  color: requiredText('Color is required'),
  id: requiredText('ID is required'),
});
export type TaggedCard = v.InferOutput<typeof taggedCardSchema>;

export function emptyTaggedCard(color: string, id: string): TaggedCard {
  return { title: '', description: '', link: '', color, id };
}
