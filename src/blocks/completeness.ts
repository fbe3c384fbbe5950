import type { BlocksKey } from '../i18n/blocks.en';
import { textOf } from './cardList';

/**
 * What a block or card needs before readers see it. A block still missing any of it is marked in the editor and left
 * out of the page readers get (issue 16: empty cards and banners were published as blank coloured boxes).
 */
const filled = (value: unknown) => textOf(value).trim() !== '';

export const isBannerComplete = (banner: Record<string, unknown>) =>
  filled(banner.title) && filled(banner.description) && filled(banner.link);
export const isTaggedCardComplete = (card: Record<string, unknown>) => filled(card.title) && filled(card.description) && filled(card.link);
export const isPreviewCardComplete = (card: Record<string, unknown>) => filled(card.title);

/** The editor's note on a block readers do not see yet: its key in the blocks catalogue (the editor's chunk). */
export const INCOMPLETE_BANNER = 'incomplete.banner' satisfies BlocksKey;
export const INCOMPLETE_TAGGED_CARDS = 'incomplete.taggedCards' satisfies BlocksKey;
export const INCOMPLETE_PREVIEW_CARDS = 'incomplete.previewCards' satisfies BlocksKey;
