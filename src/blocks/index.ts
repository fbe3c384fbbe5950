import type { AnyExtension } from '@tiptap/core';
import type { Locale } from '../../contract';
import { ALL_CONTRACTS } from '../../contract/blocks';
import { blocksMessages } from '../i18n/blocks';
import { translatorOf } from '../i18n/translate';
import type { BlocksKey } from '../i18n/blocks.en';
import type { BlockDefinition, SlashOption, ToolbarToggle } from './types';

/** Each block folder's `<block>.block.ts` exports its `block`; the registry takes them in their contracts' order. */
const folderBlocks = import.meta.glob<BlockDefinition>('./*/*.block.ts', { eager: true, import: 'block' });
const blockByName = new Map(Object.values(folderBlocks).map((block) => [block.name, block]));

/** The one registry of blocks: adding a block is its contract, one line in the contract list, and its folder. */
export const blocks: BlockDefinition[] = ALL_CONTRACTS.flatMap((contract) => blockByName.get(contract.name) ?? []);
/** Folders whose block no contract names (the registry test expects none). */
export const blocksWithoutContract = [...blockByName.keys()].filter((name) => !blocks.some((block) => block.name === name));

/** The picker's options (by id, their English titles) in the order of spec 2.4; an option not listed goes last. */
export const SLASH_ORDER = [
  'Heading 2',
  'Heading 3',
  'Bullet List',
  'Numbered List',
  'Accordion',
  'Pullquote',
  'Page',
  'Image',
  'Video',
  'Button',
  'Divider',
  'Callout',
  'Red bar',
  'Tagged previews',
  'Tagged preview',
  'Banner',
  'Gray Preview Cards',
  'White Preview Cards',
  'Lead Image',
  'Table',
  'Time and location',
];

export function blockExtensions(): AnyExtension[] {
  return blocks.flatMap((block) => block.extensions ?? []);
}

/** The picker's options with their texts in `locale`; choosing one runs it in that locale too (its dialogs, its toasts). */
export function slashOptions(locale: Locale = 'en'): SlashOption[] {
  const t = translatorOf(blocksMessages, locale);
  const english = translatorOf(blocksMessages, 'en');
  const options = blocks
    .flatMap((block) => block.slashOptions ?? [])
    .map((option): SlashOption => ({
      id: english(option.title),
      title: t(option.title),
      ...(option.description ? { description: t(option.description) } : {}),
      ...(option.keywords ? { keywords: option.keywords } : {}),
      get busyLabel() {
        const busy = option.busy?.();
        return busy ? t(busy) : undefined;
      },
      run: (editor, range) => option.run(editor, range, locale),
    }));
  const rank = (option: SlashOption) => {
    const index = SLASH_ORDER.indexOf(option.id);
    return index === -1 ? SLASH_ORDER.length : index;
  };
  return options.sort((a, b) => rank(a) - rank(b));
}

/**
 * Case-insensitive match (spec 2.4): every word of the query is found in the title, a keyword or the description as
 * the picker shows them, so "/heading 2", "/gray preview" and "/highlight" (Pullquote's description) all match, and on
 * /hk "/表格" or "/引文"; the English keywords match in both locales. Titles equal to the query come first, then titles
 * starting with it, then titles holding it, then the rest, each in the picker's order.
 */
export function filterSlashOptions(options: SlashOption[], query: string): SlashOption[] {
  const needle = query.trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  if (!needle) return options;
  const words = needle.split(' ');
  const rank = (title: string) => (title === needle ? 0 : title.startsWith(needle) ? 1 : title.includes(needle) ? 2 : 3);
  return options
    .map((option, index) => ({ option, index, title: option.title.toLowerCase() }))
    .filter(({ option, title }) => {
      const haystack = [title, ...(option.keywords ?? []), option.description ?? ''].join(' ').toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => rank(a.title) - rank(b.title) || a.index - b.index)
    .map(({ option }) => option);
}

export function toolbarToggles(locale: Locale = 'en'): ToolbarToggle[] {
  const t = translatorOf(blocksMessages, locale);
  return blocks.flatMap((block) => block.toolbarToggles ?? []).map((toggle) => ({ ...toggle, label: t(toggle.label) }));
}

export function blockPlaceholders(locale: Locale = 'en'): Record<string, string> {
  const t = translatorOf(blocksMessages, locale);
  const keys: Record<string, BlocksKey> = Object.assign({}, ...blocks.map((block) => block.placeholders ?? {}));
  return Object.fromEntries(Object.entries(keys).map(([type, key]) => [type, t(key)]));
}

export function removalQuestionFor(nodeType: string, attrs: Record<string, unknown>, locale: Locale = 'en'): string | null {
  for (const block of blocks) {
    const question = block.removalQuestions?.[nodeType];
    if (question) return question(attrs, locale);
  }
  return null;
}
