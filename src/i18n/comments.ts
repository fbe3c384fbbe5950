import { lazyMessages, type LocaleMessages } from './translate';
import { commentsEn, type CommentsKey } from './comments.en';

export const commentsMessages: LocaleMessages<CommentsKey> = lazyMessages(
  commentsEn,
  async () => (await import('./comments.zh-HK')).commentsZhHK,
);
