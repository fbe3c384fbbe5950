import type { SavedNode } from '../../../contract/document';
import { withoutTrailing } from '../../../contract/withoutTrailing';

export interface InlineStyle {
  /** Lexical format bits: bold 1, italic 2, strikethrough 4, underline 8. */
  format: number;
  link: LinkTarget | null;
  preformatted: boolean;
  depth: number;
}

export interface LinkTarget {
  url: string;
  title: string | null;
}

export const PLAIN_STYLE: InlineStyle = { format: 0, link: null, preformatted: false, depth: 0 };

export const ELEMENT_FIELDS = { direction: 'ltr', format: '', indent: 0 } as const;

const COLLAPSIBLE_SPACE = /[ \t\n\r\f]+/g;
const LINE_END = /\r\n?|\n/;
const VISIBLE = /\S/;

export function textNode(text: string, format = 0): SavedNode {
  return { type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' };
}

export function linkNode(target: LinkTarget): SavedNode {
  const external = /^(https?:)?\/\//i.test(target.url);
  return {
    type: 'link',
    version: 1,
    url: target.url,
    rel: 'noopener noreferrer',
    target: external ? '_blank' : null,
    title: target.title,
    ...ELEMENT_FIELDS,
    children: [],
  };
}

function lastOf(nodes: SavedNode[]): SavedNode | undefined {
  return nodes[nodes.length - 1];
}

export function hasVisibleText(nodes: SavedNode[]): boolean {
  return nodes.some((node) => (node.type === 'text' ? VISIBLE.test(String(node.text)) : hasVisibleText(node.children ?? [])));
}

export function lineOf(nodes: SavedNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? String(node.text) : node.type === 'linebreak' ? ' ' : lineOf(node.children ?? [])))
    .join('')
    .replace(COLLAPSIBLE_SPACE, ' ')
    .trim();
}

/** Inline content of one block, white space collapsed as browsers show it: spaces at line starts and ends go. */
export class InlineRun {
  private nodes: SavedNode[] = [];
  private atLineStart = true;

  text(raw: string, style: InlineStyle) {
    if (!style.preformatted) {
      this.collapsed(raw.replace(COLLAPSIBLE_SPACE, ' '), style);
      return;
    }
    raw.split(LINE_END).forEach((line, index) => {
      if (index > 0) this.lineBreak(style.link);
      if (line) this.append(textNode(line, style.format), style.link);
      this.atLineStart = false;
    });
  }

  private collapsed(text: string, style: InlineStyle) {
    const value = this.atLineStart && text.startsWith(' ') ? text.slice(1) : text;
    if (!value) return;
    this.append(textNode(value, style.format), style.link);
    this.atLineStart = value.endsWith(' ');
  }

  lineBreak(link: LinkTarget | null) {
    this.trimEnd();
    this.append({ type: 'linebreak', version: 1 }, link);
    this.atLineStart = true;
  }

  /** Where content that holds only inline nodes meets a block boundary, the text goes on a new line. */
  softBreak() {
    const last = lastOf(this.nodes);
    if (last && last.type !== 'linebreak' && !(last.type === 'link' && lastOf(last.children!)?.type === 'linebreak')) this.lineBreak(null);
  }

  get isEmpty() {
    return !hasVisibleText(this.nodes);
  }

  take(): SavedNode[] {
    this.trimEnd();
    while (this.dropTrailingBreak()) this.trimEnd();
    const nodes = this.nodes;
    this.nodes = [];
    this.atLineStart = true;
    return nodes;
  }

  private append(node: SavedNode, link: LinkTarget | null) {
    let siblings = this.nodes;
    if (link) {
      const last = lastOf(siblings);
      if (last?.type === 'link' && last.url === link.url && last.title === link.title) siblings = last.children!;
      else {
        const created = linkNode(link);
        siblings.push(created);
        siblings = created.children!;
      }
    }
    const previous = lastOf(siblings);
    if (node.type === 'text' && previous?.type === 'text' && previous.format === node.format)
      previous.text = `${previous.text}${node.text}`;
    else siblings.push(node);
  }

  private trimEnd() {
    for (;;) {
      const last = lastOf(this.nodes);
      const siblings = last?.type === 'link' ? last.children! : this.nodes;
      const leaf = lastOf(siblings);
      if (!leaf || leaf.type !== 'text') return;
      leaf.text = withoutTrailing(String(leaf.text), ' \t');
      if (leaf.text) return;
      siblings.pop();
      if (siblings !== this.nodes && !siblings.length) this.nodes.pop();
    }
  }

  private dropTrailingBreak(): boolean {
    const last = lastOf(this.nodes);
    if (last?.type === 'linebreak') {
      this.nodes.pop();
      return true;
    }
    if (last?.type === 'link' && lastOf(last.children!)?.type === 'linebreak') {
      last.children!.pop();
      if (!last.children!.length) this.nodes.pop();
      return true;
    }
    return false;
  }
}
