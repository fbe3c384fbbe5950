import { lazyMessages, type LocaleMessages } from './translate';
import { settingsEn, type SettingsKey } from './settings.en';

export const settingsMessages: LocaleMessages<SettingsKey> = lazyMessages(
  settingsEn,
  async () => (await import('./settings.zh-HK')).settingsZhHK,
);
