import { lazyMessages, type LocaleMessages } from './translate';
import { searchEn, type SearchKey } from './search.en';

export const searchMessages: LocaleMessages<SearchKey> = lazyMessages(searchEn, async () => (await import('./search.zh-HK')).searchZhHK);
