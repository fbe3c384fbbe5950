import type { LocaleMessages } from './translate';
import { blocksEn, type BlocksKey } from './blocks.en';
import { blocksZhHK } from './blocks.zh-HK';

export const blocksMessages: LocaleMessages<BlocksKey> = { en: blocksEn, hk: blocksZhHK };
