import * as v from 'valibot';

/** Spec 9.3: images and videos sit left, full or right; full is the default. */
export const MEDIA_POSITIONS = ['left', 'full', 'right'] as const;
/** An image's or video's position field. */
export const mediaPosition = () => v.optional(v.fallback(v.picklist(MEDIA_POSITIONS), 'full'), 'full');
