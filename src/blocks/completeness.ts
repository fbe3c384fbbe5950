import { textOf } from './cardList';

/**
 * What a block or card needs before readers see it. A block still missing any of it is marked in the editor and left
 * out of the page readers get (issue 16: empty cards and banners were published as blank coloured boxes).
 */
const filled = (value: unknown) => textOf(value).trim() !== '';

export const isBannerComplete = (banner: Record<string, unknown>) => filled(banner.title) && filled(banner.description) && filled(banner.link);
export const isTaggedCardComplete = (card: Record<string, unknown>) => filled(card.title) && filled(card.description) && filled(card.link);
export const isPreviewCardComplete = (card: Record<string, unknown>) => filled(card.title);

/** The editor's note on a block readers do not see yet. */
export const INCOMPLETE_BANNER = 'Not shown to readers yet: a banner needs a title, a description and a link.';
export const INCOMPLETE_TAGGED_CARDS = 'Cards without a title, a description and a link are not shown to readers.';
export const INCOMPLETE_PREVIEW_CARDS = 'Cards without a title are not shown to readers.';
