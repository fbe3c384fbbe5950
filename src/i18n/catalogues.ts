import { readerEn } from './reader.en';
import { readerZhHK } from './reader.zh-HK';
import { accountEn } from './account.en';
import { accountZhHK } from './account.zh-HK';
import { memoEn } from './memo.en';
import { memoZhHK } from './memo.zh-HK';
import { editorEn } from './editor.en';
import { editorZhHK } from './editor.zh-HK';
import { blocksEn } from './blocks.en';
import { blocksZhHK } from './blocks.zh-HK';
import { blocksReaderEn } from './blocksReader.en';
import { blocksReaderZhHK } from './blocksReader.zh-HK';
import { editorToolsEn } from './editorTools.en';
import { editorToolsZhHK } from './editorTools.zh-HK';
import { eventEditorsEn } from './eventEditors.en';
import { eventEditorsZhHK } from './eventEditors.zh-HK';
import { historyEn } from './history.en';
import { historyZhHK } from './history.zh-HK';
import { searchEn } from './search.en';
import { searchZhHK } from './search.zh-HK';
import { auditEn } from './audit.en';
import { auditZhHK } from './audit.zh-HK';
import { settingsEn } from './settings.en';
import { settingsZhHK } from './settings.zh-HK';
import { peopleEn } from './people.en';
import { peopleZhHK } from './people.zh-HK';
import { dashboardEn } from './dashboard.en';
import { dashboardZhHK } from './dashboard.zh-HK';
import { reviewEn } from './review.en';
import { reviewZhHK } from './review.zh-HK';
import { webhooksEn } from './webhooks.en';
import { webhooksZhHK } from './webhooks.zh-HK';
import { tokensEn } from './tokens.en';
import { tokensZhHK } from './tokens.zh-HK';
import { commentsEn } from './comments.en';
import { commentsZhHK } from './comments.zh-HK';
import { placeholdersOf } from './translate';

/** One part's texts in both locales. */
export interface CataloguePair {
  en: Readonly<Record<string, string>>;
  hk: Readonly<Record<string, string>>;
}

/**
 * Every part of the interface's catalogue, for the build's check and the tests only: screens import their own part,
 * so each chunk carries only the messages it shows.
 */
export const CATALOGUES: Record<string, CataloguePair> = {
  reader: { en: readerEn, hk: readerZhHK },
  account: { en: accountEn, hk: accountZhHK },
  people: { en: peopleEn, hk: peopleZhHK },
  memo: { en: memoEn, hk: memoZhHK },
  editor: { en: editorEn, hk: editorZhHK },
  editorTools: { en: editorToolsEn, hk: editorToolsZhHK },
  eventEditors: { en: eventEditorsEn, hk: eventEditorsZhHK },
  blocks: { en: blocksEn, hk: blocksZhHK },
  blocksReader: { en: blocksReaderEn, hk: blocksReaderZhHK },
  history: { en: historyEn, hk: historyZhHK },
  search: { en: searchEn, hk: searchZhHK },
  audit: { en: auditEn, hk: auditZhHK },
  settings: { en: settingsEn, hk: settingsZhHK },
  dashboard: { en: dashboardEn, hk: dashboardZhHK },
  review: { en: reviewEn, hk: reviewZhHK },
  webhooks: { en: webhooksEn, hk: webhooksZhHK },
  tokens: { en: tokensEn, hk: tokensZhHK },
  comments: { en: commentsEn, hk: commentsZhHK },
};

/** What is wrong with the catalogues: a key missing or extra in a locale, an empty text, placeholders that differ. */
export function catalogueProblems(catalogues: Record<string, CataloguePair> = CATALOGUES): string[] {
  const problems: string[] = [];
  for (const [part, { en, hk }] of Object.entries(catalogues)) {
    for (const key of Object.keys(en)) {
      if (!Object.hasOwn(hk, key)) problems.push(`${part}: "${key}" has no zh-HK text`);
      else if (!hk[key].trim()) problems.push(`${part}: "${key}" has an empty zh-HK text`);
      else if (placeholdersOf(en[key]).join() !== placeholdersOf(hk[key]).join())
        problems.push(`${part}: "${key}" uses other placeholders in zh-HK`);
    }
    for (const key of Object.keys(hk)) if (!Object.hasOwn(en, key)) problems.push(`${part}: "${key}" is not an English key`);
  }
  return problems;
}
