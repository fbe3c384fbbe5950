import { lazyMessages, type LocaleMessages } from './translate';
import { memoEn, type MemoKey } from './memo.en';

export const memoMessages: LocaleMessages<MemoKey> = lazyMessages(memoEn, async () => (await import('./memo.zh-HK')).memoZhHK);
