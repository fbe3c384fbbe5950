import { lazyMessages, type LocaleMessages } from './translate';
import { readerEn, type ReaderKey } from './reader.en';

/** The reader's messages: header, navigation, footer, articles, cards, events, errors. */
export const readerMessages: LocaleMessages<ReaderKey> = lazyMessages(readerEn, async () => (await import('./reader.zh-HK')).readerZhHK);
