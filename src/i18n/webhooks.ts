import { lazyMessages, type LocaleMessages } from './translate';
import { webhooksEn, type WebhooksKey } from './webhooks.en';

export const webhooksMessages: LocaleMessages<WebhooksKey> = lazyMessages(
  webhooksEn,
  async () => (await import('./webhooks.zh-HK')).webhooksZhHK,
);
