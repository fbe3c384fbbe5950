/** Spec 3.1: an `inline-image` whose upload is still under way has this `src`. */
export const PLACEHOLDER_IMAGE_SRC = 'placeholder-loading-image';
