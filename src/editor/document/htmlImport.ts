import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { SavedDocument, SavedNode } from '../../../contract/document';
import { savedNodeOf } from '../../../contract/blocks/define';
import { calloutContract } from '../../../contract/blocks/callout';
import { imageContract } from '../../../contract/blocks/image';
import { pullquoteContract } from '../../../contract/blocks/pullquote';
import { videoContract } from '../../../contract/blocks/video';
import { isSafeMediaSource } from '../../../contract/links';
import {
  BLOCK_ELEMENTS,
  DROPPED_ELEMENTS,
  HEADING_ELEMENT,
  attributeOf,
  flatTextOf,
  hasClass,
  significantChildren,
  styleInside,
} from './htmlElements';
import { ELEMENT_FIELDS, InlineRun, PLAIN_STYLE, hasVisibleText, lineOf, type InlineStyle } from './inlineRun';
import { isLegacyHtml, legacyParagraph } from './legacyHtml';

/** Spec 9.2; the import must not load the editor, so it does not take the constant from the list-depth extension. */
const MAX_LIST_DEPTH = 2;
const MAX_NESTING = 200;
const MEDIA_ELEMENTS = new Set(['img', 'video', 'iframe']);
const SUPPLEMENTARY_CONTAINERS = new Set(['div', 'section', 'aside', 'figure']);
const FIGURE_WRAPPERS = new Set(['a', 'picture', 'div', 'p', 'span']);
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

class Flow {
  readonly blocks: SavedNode[] = [];
  readonly run = new InlineRun();

  // Quotes and callout content hold only paragraphs, so other blocks inside them give their text as paragraphs.
  constructor(readonly paragraphsOnly: boolean) {}

  flush() {
    const empty = this.run.isEmpty;
    const children = this.run.take();
    if (!empty) this.blocks.push({ type: 'paragraph', version: 1, ...ELEMENT_FIELDS, textFormat: 0, textStyle: '', children });
  }

  push(block: SavedNode) {
    this.flush();
    this.blocks.push(block);
  }
}

function inlineOf(nodes: ChildNode[], style: InlineStyle): SavedNode[] {
  const run = new InlineRun();
  walkInline(nodes, run, style);
  return run.take();
}

function walkInline(nodes: ChildNode[], run: InlineRun, style: InlineStyle) {
  for (const node of nodes) {
    if (isText(node)) run.text(node.data, style);
    else if (isTag(node)) inlineElement(node, run, style);
  }
}

function inlineElement(element: Element, run: InlineRun, style: InlineStyle) {
  const { name } = element;
  if (name === 'br') return run.lineBreak(style.link);
  if (DROPPED_ELEMENTS.has(name) || MEDIA_ELEMENTS.has(name)) return;
  if (style.depth > MAX_NESTING) return run.text(flatTextOf(element), style);
  const inner = styleInside(element, style);
  if (!BLOCK_ELEMENTS.has(name)) return walkInline(element.children, run, inner);
  run.softBreak();
  walkInline(element.children, run, name === 'pre' ? { ...inner, preformatted: true } : inner);
  run.softBreak();
}

function walkFlow(nodes: ChildNode[], flow: Flow, style: InlineStyle) {
  for (const node of nodes) {
    if (isText(node)) flow.run.text(node.data, style);
    else if (isTag(node)) flowElement(node, flow, style);
  }
}

function flowElement(element: Element, flow: Flow, style: InlineStyle) {
  const { name } = element;
  if (name === 'br') return flow.run.lineBreak(style.link);
  if (MEDIA_ELEMENTS.has(name)) {
    const media = flow.paragraphsOnly ? null : mediaBlock(element, '');
    if (media) flow.push(media);
    return;
  }
  if (DROPPED_ELEMENTS.has(name)) return;
  if (style.depth > MAX_NESTING) return flow.run.text(flatTextOf(element), style);
  const inner = styleInside(element, style);
  if (!BLOCK_ELEMENTS.has(name)) return walkFlow(element.children, flow, inner);
  flow.flush();
  if (!flow.paragraphsOnly && blockElement(element, flow, inner)) return;
  walkFlow(element.children, flow, name === 'pre' ? { ...inner, preformatted: true } : inner);
  flow.flush();
}

function blockElement(element: Element, flow: Flow, style: InlineStyle): boolean {
  const { name } = element;
  if (HEADING_ELEMENT.test(name)) {
    const children = inlineOf(element.children, style);
    if (hasVisibleText(children)) flow.push({ type: 'heading', version: 1, tag: name, ...ELEMENT_FIELDS, children });
    return true;
  }
  if (name === 'ul' || name === 'ol') {
    const list = listOf(element, style, 1);
    if (list.children!.length) flow.push(list);
    return true;
  }
  if (name === 'hr') {
    flow.push({ type: 'horizontalrule', version: 1 });
    return true;
  }
  if (SUPPLEMENTARY_CONTAINERS.has(name) && hasClass(element, 'supplementary')) {
    flow.push(supplementaryOf(element, style));
    return true;
  }
  if (name === 'figure') return figure(element, flow, style);
  if (name === 'blockquote') {
    flow.push(quoteOf(element, style));
    return true;
  }
  return false;
}

class ListBuilder {
  readonly items: SavedNode[] = [];
  private readonly listType: 'bullet' | 'number';
  private readonly start: number;
  private value: number;

  constructor(element: Element) {
    this.listType = element.name === 'ol' ? 'number' : 'bullet';
    const start = Number.parseInt(attributeOf(element, 'start'), 10);
    this.start = this.listType === 'number' && Number.isSafeInteger(start) && start >= 0 ? start : 1;
    this.value = this.start;
  }

  addItem(children: SavedNode[]) {
    if (hasVisibleText(children)) this.items.push({ type: 'listitem', version: 1, value: this.value++, ...ELEMENT_FIELDS, children });
  }

  /** Lexical keeps a nested list in an item of its own, numbered with the next value without using it up. */
  addNested(list: SavedNode) {
    if (list.children!.length) this.items.push({ type: 'listitem', version: 1, value: this.value, ...ELEMENT_FIELDS, children: [list] });
  }

  node(): SavedNode {
    const tag = this.listType === 'number' ? 'ol' : 'ul';
    return { type: 'list', version: 1, listType: this.listType, start: this.start, tag, ...ELEMENT_FIELDS, children: this.items };
  }
}

function isList(node: ChildNode): node is Element {
  return isTag(node) && (node.name === 'ul' || node.name === 'ol');
}

function listOf(element: Element, style: InlineStyle, depth: number): SavedNode {
  const builder = new ListBuilder(element);
  fillList(element, builder, style, depth);
  return builder.node();
}

/** Lists nested deeper than the editor allows give their items to the deepest allowed list, in order. */
function nestList(element: Element, builder: ListBuilder, style: InlineStyle, depth: number) {
  if (depth >= MAX_LIST_DEPTH) fillList(element, builder, style, depth);
  else builder.addNested(listOf(element, style, depth + 1));
}

function fillList(element: Element, builder: ListBuilder, style: InlineStyle, depth: number) {
  const inner = { ...style, depth: style.depth + 1 };
  const stray = new InlineRun();
  if (inner.depth > MAX_NESTING) {
    stray.text(flatTextOf(element), PLAIN_STYLE);
    return builder.addItem(stray.take());
  }
  for (const child of element.children) {
    if (isTag(child) && child.name === 'li') {
      builder.addItem(stray.take());
      itemOf(child, builder, styleInside(child, inner), depth);
    } else if (isList(child)) {
      builder.addItem(stray.take());
      nestList(child, builder, inner, depth);
    } else walkInline([child], stray, inner);
  }
  builder.addItem(stray.take());
}

function itemOf(item: Element, builder: ListBuilder, style: InlineStyle, depth: number) {
  const run = new InlineRun();
  for (const child of item.children) {
    if (isList(child)) {
      builder.addItem(run.take());
      nestList(child, builder, style, depth);
    } else walkInline([child], run, style);
  }
  builder.addItem(run.take());
}

function titledBlock(block: SavedNode, titleType: string, title: SavedNode[], contentType: string, content: SavedNode[]): SavedNode {
  return {
    ...block,
    children: [
      { type: titleType, version: 1, ...ELEMENT_FIELDS, children: title },
      { type: contentType, version: 1, ...ELEMENT_FIELDS, children: content },
    ],
  };
}

function pullquote(quote: ChildNode[], attribution: ChildNode[], style: InlineStyle): SavedNode {
  const title = inlineOf(quote, style);
  const content = inlineOf(attribution, style);
  const [titleType, contentType] = pullquoteContract.partTypes;
  return titledBlock(savedNodeOf(pullquoteContract), titleType, title, contentType, content);
}

function quoteOf(element: Element, style: InlineStyle): SavedNode {
  const parts = significantChildren(element);
  const last = parts[parts.length - 1];
  if (parts.length > 1 && isTag(last) && (last.name === 'footer' || last.name === 'cite')) {
    return pullquote(element.children.slice(0, element.children.indexOf(last)), last.children, style);
  }
  const content = new Flow(true);
  walkFlow(element.children, content, style);
  content.flush();
  return savedNodeOf(pullquoteContract, { __position: 'left' }, content.blocks, 'blockquote-container');
}

function supplementaryOf(element: Element, style: InlineStyle): SavedNode {
  const [first] = significantChildren(element);
  const titled = first && isTag(first) && (HEADING_ELEMENT.test(first.name) || hasClass(first, 'title'));
  const title = titled ? inlineOf(first.children, style) : [];
  const content = new Flow(true);
  walkFlow(titled ? element.children.slice(element.children.indexOf(first) + 1) : element.children, content, style);
  content.flush();
  const [titleType, contentType] = calloutContract.partTypes;
  return titledBlock(savedNodeOf(calloutContract), titleType, title, contentType, content.blocks);
}

function soleElementIn(element: Element): Element {
  let current = element;
  while (FIGURE_WRAPPERS.has(current.name)) {
    const parts = significantChildren(current);
    if (parts.length !== 1 || !isTag(parts[0])) break;
    current = parts[0];
  }
  return current;
}

function figure(element: Element, flow: Flow, style: InlineStyle): boolean {
  const parts = significantChildren(element);
  const caption = parts.find((part): part is Element => isTag(part) && part.name === 'figcaption');
  const main = parts.filter((part) => part !== caption);
  if (main.length !== 1 || !isTag(main[0])) return false;
  const content = soleElementIn(main[0]);
  let block: SavedNode | null = null;
  if (content.name === 'blockquote') {
    const captionFirst = caption && parts.indexOf(caption) < parts.indexOf(main[0]);
    if (!captionFirst) block = pullquote(content.children, caption?.children ?? [], style);
  } else if (MEDIA_ELEMENTS.has(content.name)) {
    block = mediaBlock(content, caption ? lineOf(inlineOf(caption.children, style)) : '');
  }
  if (block) flow.push(block);
  return block !== null;
}

function isMediaSource(src: string): boolean {
  return src !== '' && isSafeMediaSource(src);
}

function videoEmbedOf(src: string): string | null {
  try {
    const url = new URL(src.startsWith('//') ? `https:${src}` : src);
    return url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

function mediaBlock(element: Element, caption: string): SavedNode | null {
  if (element.name === 'img') {
    const src = attributeOf(element, 'src').trim();
    if (!isMediaSource(src)) return null;
    return savedNodeOf(imageContract, { src, caption, altText: attributeOf(element, 'alt').trim() });
  }
  let src: string | null;
  if (element.name === 'iframe') src = videoEmbedOf(attributeOf(element, 'src').trim());
  else {
    const source = element.children.find(
      (child): child is Element => isTag(child) && child.name === 'source' && Boolean(child.attribs.src),
    );
    src = (attributeOf(element, 'src') || (source ? attributeOf(source, 'src') : '')).trim();
    if (!isMediaSource(src)) src = null;
  }
  return src ? savedNodeOf(videoContract, { src, caption }) : null;
}

/**
 * HTML, such as a legacy page, as a saved document (spec 2.3): headings, paragraphs, links, lists, figure blocks and
 * the old editor's legacy nodes. Scripts, styles, event handlers and unsafe links are dropped; visible text is kept.
 */
export function importHtml(html: string): SavedDocument {
  const document = parseDocument(html);
  let children: SavedNode[];
  if (isLegacyHtml(document.children)) {
    const paragraph = legacyParagraph(document.children);
    children = paragraph ? [paragraph] : [];
  } else {
    const flow = new Flow(false);
    walkFlow(document.children, flow, PLAIN_STYLE);
    flow.flush();
    children = flow.blocks;
  }
  return { root: { type: 'root', version: 1, ...ELEMENT_FIELDS, children } };
}
