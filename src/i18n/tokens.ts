import { lazyMessages, type LocaleMessages } from './translate';
import { tokensEn, type TokensKey } from './tokens.en';

export const tokensMessages: LocaleMessages<TokensKey> = lazyMessages(tokensEn, async () => (await import('./tokens.zh-HK')).tokensZhHK);
