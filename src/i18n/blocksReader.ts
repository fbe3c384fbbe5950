import type { LocaleMessages } from './translate';
import { blocksReaderEn, type BlocksReaderKey } from './blocksReader.en';
import { blocksReaderZhHK } from './blocksReader.zh-HK';

export const blocksReaderMessages: LocaleMessages<BlocksReaderKey> = { en: blocksReaderEn, hk: blocksReaderZhHK };
