import { lazyMessages, type LocaleMessages } from './translate';
import { accountEn, type AccountKey } from './account.en';

export const accountMessages: LocaleMessages<AccountKey> = lazyMessages(
  accountEn,
  async () => (await import('./account.zh-HK')).accountZhHK,
);
