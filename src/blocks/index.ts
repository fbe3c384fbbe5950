import type { AnyExtension } from '@tiptap/core';
import { accordionBlock } from './accordion/accordion.slash';
import { buttonGroupBlock } from './buttonGroup/buttonGroup.slash';
import { calloutBlock } from './callout/callout.slash';
import { dividerBlock } from './divider/divider.slash';
import { headingBlock } from './heading/heading.slash';
import { imageBlock } from './image/image.slash';
import { leadImageBlock } from './leadImage/leadImage.slash';
import { listBlock } from './list/list.slash';
import { pullquoteBlock } from './pullquote/pullquote.slash';
import { redBarBlock } from './redBar/redBar.slash';
import { subpageBlock } from './subpage/subpage.slash';
import { tableBlock } from './table/table.slash';
import { taggedPreviewBlock } from './taggedPreview/taggedPreview.slash';
import { bannerBlock } from './banner/banner.slash';
import { previewCardsBlock } from './previewCards/previewCards.slash';
import { timeLocationBlock } from './timeLocation/timeLocation.slash';
import { videoBlock } from './video/video.slash';
import type { BlockDefinition, SlashOption, ToolbarToggle } from './types';

/** The one registry of blocks: adding a block is one folder and one line here. */
export const blocks: BlockDefinition[] = [
  headingBlock,
  listBlock,
  accordionBlock,
  dividerBlock,
  pullquoteBlock,
  buttonGroupBlock,
  calloutBlock,
  redBarBlock,
  tableBlock,
  taggedPreviewBlock,
  bannerBlock,
  previewCardsBlock,
  timeLocationBlock,
  subpageBlock,
  imageBlock,
  videoBlock,
  leadImageBlock,
];

/** The picker's options in the order of spec 2.4; an option whose block does not exist yet is simply absent. */
export const SLASH_ORDER = [
  'Heading 2', 'Heading 3', 'Bullet List', 'Numbered List', 'Accordion', 'Pullquote', 'Page', 'Image', 'Video', 'Button',
  'Divider', 'Callout', 'Red bar', 'Tagged previews', 'Tagged preview', 'Banner', 'Gray Preview Cards',
  'White Preview Cards', 'Lead Image', 'Table', 'Time and location',
];

export function blockExtensions(): AnyExtension[] {
  return blocks.flatMap((block) => block.extensions ?? []);
}

export function slashOptions(): SlashOption[] {
  const rank = (option: SlashOption) => {
    const index = SLASH_ORDER.indexOf(option.title);
    return index === -1 ? SLASH_ORDER.length : index;
  };
  return blocks.flatMap((block) => block.slashOptions ?? []).sort((a, b) => rank(a) - rank(b));
}

/**
 * Case-insensitive match (spec 2.4): every word of the query is found in the title, a keyword or the description, so
 * "/heading 2", "/gray preview" and "/highlight" (Pullquote's description) all match. Titles equal to the query come
 * first, then titles starting with it, then titles holding it, then the rest, each in the picker's order.
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

export function toolbarToggles(): ToolbarToggle[] {
  return blocks.flatMap((block) => block.toolbarToggles ?? []);
}

export function blockPlaceholders(): Record<string, string> {
  return Object.assign({}, ...blocks.map((block) => block.placeholders ?? {}));
}

export function removalQuestionFor(nodeType: string, attrs: Record<string, unknown>): string | null {
  for (const block of blocks) {
    const question = block.removalQuestions?.[nodeType];
    if (question) return question(attrs);
  }
  return null;
}
