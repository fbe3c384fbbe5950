/** Sign-in, sign-up and password screens (lazy with them). English: the spec's texts exactly. */
export const accountEn = {
  'signIn.title': 'Sign in',
} as const;

export type AccountKey = keyof typeof accountEn;
