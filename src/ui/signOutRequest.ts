/**
 * The event signing out sends on `window` first. A screen with unsaved work (the editor) cancels it, asks, and calls
 * `signOut` itself if the person goes on.
 */
export const SIGN_OUT_REQUEST = 'masthead:sign-out';

export type SignOutRequest = CustomEvent<{ signOut(): void }>;
