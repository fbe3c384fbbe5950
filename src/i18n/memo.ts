import type { LocaleMessages } from './translate';
import { memoEn, type MemoKey } from './memo.en';
import { memoZhHK } from './memo.zh-HK';

export const memoMessages: LocaleMessages<MemoKey> = { en: memoEn, hk: memoZhHK };
