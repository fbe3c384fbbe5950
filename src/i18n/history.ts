import { lazyMessages, type LocaleMessages } from './translate';
import { historyEn, type HistoryKey } from './history.en';

export const historyMessages: LocaleMessages<HistoryKey> = lazyMessages(
  historyEn,
  async () => (await import('./history.zh-HK')).historyZhHK,
);
