import type { LocaleMessages } from './translate';
import { readerEn, type ReaderKey } from './reader.en';
import { readerZhHK } from './reader.zh-HK';

/** The reader's messages: header, navigation, footer, articles, cards, events, errors. */
export const readerMessages: LocaleMessages<ReaderKey> = { en: readerEn, hk: readerZhHK };
