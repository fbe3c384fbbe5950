import type { AccountKey } from './account.en';

/** Sign-in, sign-up and password screens Traditional Chinese (Hong Kong). */
export const accountZhHK = {
  'signIn.title': '登入',
} satisfies Record<AccountKey, string>;
