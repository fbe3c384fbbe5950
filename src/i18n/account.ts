import type { LocaleMessages } from './translate';
import { accountEn, type AccountKey } from './account.en';
import { accountZhHK } from './account.zh-HK';

export const accountMessages: LocaleMessages<AccountKey> = { en: accountEn, hk: accountZhHK };
