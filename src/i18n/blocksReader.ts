import { lazyMessages, type LocaleMessages } from './translate';
import { blocksReaderEn, type BlocksReaderKey } from './blocksReader.en';

export const blocksReaderMessages: LocaleMessages<BlocksReaderKey> = lazyMessages(
  blocksReaderEn,
  async () => (await import('./blocksReader.zh-HK')).blocksReaderZhHK,
);
