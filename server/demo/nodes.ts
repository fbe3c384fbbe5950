import { accordionContract } from '../../contract/blocks/accordion';
import { bannerContract } from '../../contract/blocks/banner';
import { buttonGroupContract } from '../../contract/blocks/buttonGroup';
import { calloutContract } from '../../contract/blocks/callout';
import { savedNodeOf, type BlockContract, type FieldsOf } from '../../contract/blocks/define';
import { imageContract } from '../../contract/blocks/image';
import { leadImageContract } from '../../contract/blocks/leadImage';
import { previewCardsContract } from '../../contract/blocks/previewCards';
import { pullquoteContract } from '../../contract/blocks/pullquote';
import { taggedPreviewContract } from '../../contract/blocks/taggedPreview';
import { timeLocationContract } from '../../contract/blocks/timeLocation';
import { videoContract } from '../../contract/blocks/video';
import type { SavedDocument, SavedNode } from '../../contract/document';

/** Inline content: a plain string becomes an unformatted text node. */
export type Inline = SavedNode | string;

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type Position = 'left' | 'center' | 'right';

export interface TextOptions {
  bold?: boolean;
  italic?: boolean;
  strikethrough?: boolean;
  underline?: boolean;
  color?: '#000000' | '#EE3A43' | '#717174' | '#F3F3F0' | '#74B87A' | '#FFFFFF';
}

export interface ButtonOptions {
  target?: '_blank' | '_self';
  hasArrow?: boolean;
  on?: string;
  off?: string;
}

export interface TaggedCard {
  title: string;
  description: string;
  link: string;
  color: string;
}

export interface PreviewCard {
  title: string;
  description: string;
  link: string;
  image: string;
  /** Alt text for a picture (not needed when `image` is a colour). */
  image_alt?: string;
}

export type LegacySegment = string | { bold: string } | { italic: string };

const blockFields = { direction: 'ltr', format: '', indent: 0 } as const;

const formatBits = { bold: 1, italic: 2, strikethrough: 4, underline: 8 } as const;

function inlines(content: Inline[]): SavedNode[] {
  return content.map((part) => (typeof part === 'string' ? text(part) : part));
}

export function text(value: string, options: TextOptions = {}): SavedNode {
  let format = 0;
  for (const [name, bit] of Object.entries(formatBits)) {
    if (options[name as keyof typeof formatBits]) format |= bit;
  }
  return {
    type: 'text',
    version: 1,
    text: value,
    format,
    detail: 0,
    mode: 'normal',
    style: options.color ? `color: ${options.color}` : '',
  };
}

export function paragraph(...content: Inline[]): SavedNode {
  return { type: 'paragraph', version: 1, ...blockFields, textFormat: 0, textStyle: '', children: inlines(content) };
}

export function heading(tag: HeadingTag, ...content: Inline[]): SavedNode {
  return { type: 'heading', version: 1, tag, ...blockFields, children: inlines(content) };
}

/** A list item; `nested` is a list that follows it, held (as Lexical saves it) in a list item of its own. */
export function listItem(content: Inline | Inline[], nested?: SavedNode): SavedNode {
  const children = inlines(Array.isArray(content) ? content : [content]);
  return { type: 'listitem', version: 1, value: 1, ...blockFields, children, ...(nested ? { nested } : {}) };
}

/** Lexical numbers items from 1; a list item that only wraps a nested list takes the next number without using it up. */
function list(listType: 'bullet' | 'number', items: Inline[]): SavedNode {
  const children: SavedNode[] = [];
  let value = 1;
  for (const item of items) {
    const { nested, ...entry } = typeof item !== 'string' && item.type === 'listitem' ? item : listItem(item);
    children.push({ ...entry, value: value++ });
    if (nested) children.push({ type: 'listitem', version: 1, value, ...blockFields, children: [nested as SavedNode] });
  }
  return {
    type: 'list',
    version: 1,
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    ...blockFields,
    children,
  };
}

export function bulletList(...items: Inline[]): SavedNode {
  return list('bullet', items);
}

export function numberedList(...items: Inline[]): SavedNode {
  return list('number', items);
}

export function link(url: string, label: string): SavedNode {
  return {
    type: 'link',
    version: 1,
    url,
    rel: 'noopener noreferrer',
    target: url.startsWith('/') ? null : '_blank',
    title: null,
    ...blockFields,
    children: [text(label)],
  };
}

export function divider(): SavedNode {
  return { type: 'horizontalrule', version: 1 };
}

function asParagraphs(content: Inline[]): SavedNode[] {
  return content.map((part) => (typeof part === 'string' ? paragraph(part) : part));
}

/** A block with a title part and a content part, from its contract. */
function titled<T extends BlockContract>(contract: T, fields: Partial<FieldsOf<T>>, title: SavedNode[], content: SavedNode[]): SavedNode {
  const [titleType, contentType] = contract.partTypes;
  return savedNodeOf(contract, fields, [
    { type: titleType, version: 1, ...blockFields, children: title },
    { type: contentType, version: 1, ...blockFields, children: content },
  ]);
}

export function accordion(title: string, ...content: Inline[]): SavedNode {
  return titled(accordionContract, { open: false }, [text(title)], asParagraphs(content));
}

export function pullquote(quote: string, attribution: string): SavedNode {
  return titled(pullquoteContract, {}, [text(quote)], [text(attribution)]);
}

export function blockquote(position: Position, ...content: Inline[]): SavedNode {
  return savedNodeOf(pullquoteContract, { __position: position }, asParagraphs(content), 'blockquote-container');
}

export function redBar(title: string): SavedNode {
  return {
    type: 'custom-redbar-container-node',
    version: 1,
    customClassName: 'red-bar-block',
    children: [{ type: 'redbartext', version: 1, ...blockFields, children: [text(title)] }],
  };
}

export function callout(title: string, ...content: Inline[]): SavedNode {
  return titled(calloutContract, {}, [text(title)], asParagraphs(content));
}

export function button(name: string, url: string, options: ButtonOptions = {}) {
  const scheduled = Boolean(options.on || options.off);
  return {
    name,
    url,
    target: options.target ?? (url.startsWith('/') ? '_self' : '_blank'),
    scheduled,
    on: options.on ?? null,
    off: options.off ?? null,
    hasArrow: options.hasArrow ?? false,
  };
}

export function buttonGroup(position: Position, ...buttons: Array<ReturnType<typeof button>>): SavedNode {
  return savedNodeOf(buttonGroupContract, { position, buttons });
}

export function image(
  src: string,
  caption: string,
  options: { alt: string; position?: 'full' | 'left' | 'right'; narrativeCaption?: string },
): SavedNode {
  const { alt, ...rest } = options;
  return savedNodeOf(imageContract, { src, caption, ...rest, altText: alt });
}

export function video(src: string, caption: string): SavedNode {
  return savedNodeOf(videoContract, { src, caption });
}

/** A table whose first row is the header row. */
export function table(...rows: Inline[][]): SavedNode {
  return {
    type: 'table',
    version: 1,
    rows: rows.length,
    columns: Math.max(...rows.map((row) => row.length)),
    children: rows.map((row, rowIndex) => ({
      type: 'tablerow',
      version: 1,
      children: row.map((cell) => ({
        type: 'tablecell',
        version: 1,
        headerState: rowIndex === 0 ? 1 : 0,
        colSpan: 1,
        rowSpan: 1,
        backgroundColor: null,
        ...blockFields,
        children: [paragraph(cell)],
      })),
    })),
  };
}

export function timeLocation(): SavedNode {
  return savedNodeOf(timeLocationContract);
}

/** A short id that stays the same from one seeding to the next. */
function cardId(title: string, index: number): string {
  let hash = 5381;
  for (const character of `${index}:${title}`) hash = ((hash * 33) ^ character.codePointAt(0)!) >>> 0;
  return `card-${hash.toString(36)}`;
}

export function taggedPreview(...cards: TaggedCard[]): SavedNode {
  return savedNodeOf(taggedPreviewContract, { cards: cards.map((card, index) => ({ ...card, id: cardId(card.title, index) })) });
}

export function banner(title: string, description: string, link: string): SavedNode {
  return savedNodeOf(bannerContract, { title, description, link });
}

function previewCards(type: 'gray-cards' | 'white-cards', cards: PreviewCard[]): SavedNode {
  return savedNodeOf(
    previewCardsContract,
    { cards: cards.map((card, index) => ({ ...card, id: cardId(card.title, index) })) },
    undefined,
    type,
  );
}

export function grayCards(...cards: PreviewCard[]): SavedNode {
  return previewCards('gray-cards', cards);
}

export function whiteCards(...cards: PreviewCard[]): SavedNode {
  return previewCards('white-cards', cards);
}

export function leadImage(tagline: string, source: string, caption: string, alt: string): SavedNode {
  return savedNodeOf(leadImageContract, { tagline, image: source, image_caption: caption, image_alt: alt });
}

/** A paragraph as the old site's editor stored it. */
export function legacyParagraph(...segments: LegacySegment[]): SavedNode {
  return {
    type: 'custom-paragraph',
    version: 1,
    className: 'old-editor-paragraph',
    children: segments.map((segment) => {
      if (typeof segment === 'string') return { type: 'custom-span-node', version: 1, children: [text(segment)] };
      if ('bold' in segment) return { type: 'custom-bold-node', version: 1, children: [text(segment.bold)] };
      return { type: 'custom-italic-node', version: 1, children: [text(segment.italic)] };
    }),
  };
}

export function documentOf(...blocks: SavedNode[]): SavedDocument {
  return { root: { type: 'root', version: 1, ...blockFields, children: blocks } };
}
