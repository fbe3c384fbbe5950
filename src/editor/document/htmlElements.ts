import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { isSafeLink } from '../../../contract/links';
import type { InlineStyle, LinkTarget } from './inlineRun';

/** Elements whose content is never imported: code, styles, embeds, form controls and head matter. */
export const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'title',
  'meta',
  'link',
  'base',
  'object',
  'embed',
  'applet',
  'param',
  'input',
  'select',
  'textarea',
  'option',
  'optgroup',
  'datalist',
  'audio',
  'source',
  'track',
  'canvas',
  'svg',
  'map',
  'area',
  'frame',
  'frameset',
  'noframes',
]);

/** Elements that start a new line: their content becomes blocks of its own. */
export const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'body',
  'blockquote',
  'caption',
  'center',
  'col',
  'colgroup',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

export const HEADING_ELEMENT = /^h[1-6]$/;

const FORMAT_OF_ELEMENT: Record<string, number> = {
  b: 1,
  strong: 1,
  i: 2,
  em: 2,
  cite: 2,
  var: 2,
  dfn: 2,
  s: 4,
  strike: 4,
  del: 4,
  u: 8,
  ins: 8,
};
const BOLD = 1;
const ITALIC = 2;
const STRIKETHROUGH = 4;
const UNDERLINE = 8;
const BOLD_WEIGHT = /^(bold|bolder|[6-9]00)\b/;
const NORMAL_WEIGHT = /^(normal|lighter|[1-5]00)\b/;

export function attributeOf(element: Element, name: string): string {
  return element.attribs[name] ?? '';
}

export function hasClass(element: Element, fragment: string): boolean {
  return attributeOf(element, 'class').toLowerCase().includes(fragment);
}

/** Only what inline CSS says about bold, italic, underline and strikethrough; the style itself is not kept. */
function formatFromCss(css: string, format: number): number {
  let result = format;
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (property === 'font-weight') {
      if (BOLD_WEIGHT.test(value)) result |= BOLD;
      else if (NORMAL_WEIGHT.test(value)) result &= ~BOLD;
    } else if (property === 'font-style') {
      if (value.startsWith('italic') || value.startsWith('oblique')) result |= ITALIC;
      else if (value.startsWith('normal')) result &= ~ITALIC;
    } else if (property === 'text-decoration' || property === 'text-decoration-line') {
      if (value.includes('underline')) result |= UNDERLINE;
      if (value.includes('line-through')) result |= STRIKETHROUGH;
    }
  }
  return result;
}

/** A link's target: a missing or empty href becomes `#`; an unsafe one gives no link at all. */
export function linkTargetOf(element: Element): LinkTarget | null {
  const url = attributeOf(element, 'href').trim() || '#';
  if (!isSafeLink(url)) return null;
  const title = attributeOf(element, 'title').trim();
  return { url, title: title || null };
}

export function styleInside(element: Element, outer: InlineStyle): InlineStyle {
  let format = outer.format | (FORMAT_OF_ELEMENT[element.name] ?? 0);
  const css = element.attribs.style;
  if (css) format = formatFromCss(css, format);
  const link = element.name === 'a' && !outer.link ? linkTargetOf(element) : outer.link;
  return { format, link, preformatted: outer.preformatted, depth: outer.depth + 1 };
}

export function significantChildren(element: Element): ChildNode[] {
  return element.children.filter((child) => (isTag(child) ? !DROPPED_ELEMENTS.has(child.name) : isText(child) && /\S/.test(child.data)));
}

/** The visible text below a node, gathered without recursion (for content nested too deeply to walk). */
export function flatTextOf(node: ChildNode): string {
  const parts: string[] = [];
  const stack: ChildNode[] = [node];
  while (stack.length) {
    const current = stack.pop()!;
    if (isText(current)) parts.push(current.data);
    else if (isTag(current) && !DROPPED_ELEMENTS.has(current.name) && current.name !== 'iframe' && current.name !== 'video') {
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]);
    }
  }
  return parts.join(' ');
}
