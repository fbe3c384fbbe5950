import { accountMessages } from './account';
import { blocksMessages } from './blocks';
import { blocksReaderMessages } from './blocksReader';
import { editorMessages } from './editor';
import { memoMessages } from './memo';
import { readerMessages } from './reader';
import type { LocaleMessages } from './translate';
import { placeholdersOf } from './translate';

/**
 * Every part of the interface's catalogue, for the build's check and the tests only: screens import their own part,
 * so each chunk carries only the messages it shows.
 */
export const CATALOGUES: Record<string, LocaleMessages<string>> = {
  reader: readerMessages,
  account: accountMessages,
  memo: memoMessages,
  editor: editorMessages,
  blocks: blocksMessages,
  blocksReader: blocksReaderMessages,
};

/** What is wrong with the catalogues: a key missing or extra in a locale, an empty text, placeholders that differ. */
export function catalogueProblems(catalogues: Record<string, LocaleMessages<string>> = CATALOGUES): string[] {
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
