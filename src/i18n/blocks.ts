import { lazyMessages, type LocaleMessages } from './translate';
import { blocksEn, type BlocksKey } from './blocks.en';

export const blocksMessages: LocaleMessages<BlocksKey> = lazyMessages(blocksEn, async () => (await import('./blocks.zh-HK')).blocksZhHK);
