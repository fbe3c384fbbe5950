import { lazyMessages, type LocaleMessages } from './translate';
import { dashboardEn, type DashboardKey } from './dashboard.en';

export const dashboardMessages: LocaleMessages<DashboardKey> = lazyMessages(
  dashboardEn,
  async () => (await import('./dashboard.zh-HK')).dashboardZhHK,
);
