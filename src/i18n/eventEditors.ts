import { lazyMessages, type LocaleMessages } from './translate';
import { eventEditorsEn, type EventEditorsKey } from './eventEditors.en';

export const eventEditorsMessages: LocaleMessages<EventEditorsKey> = lazyMessages(
  eventEditorsEn,
  async () => (await import('./eventEditors.zh-HK')).eventEditorsZhHK,
);
