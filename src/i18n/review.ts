import { lazyMessages, type LocaleMessages } from './translate';
import { reviewEn, type ReviewKey } from './review.en';

export const reviewMessages: LocaleMessages<ReviewKey> = lazyMessages(reviewEn, async () => (await import('./review.zh-HK')).reviewZhHK);
