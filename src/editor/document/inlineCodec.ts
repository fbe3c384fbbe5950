import type { JSONContent } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { isSafeLink } from '../../../contract/links';
import { ELEMENT_DEFAULTS, fieldsOf, withFields, type Fields } from '../kit/savedFields';
import { COMMENT_MARK_TYPE } from '../../../contract/commentMarks';
import { idsOfMark } from '../../comments/commentMark';

const FORMAT_MARKS: Array<[bit: number, mark: string]> = [
  [1, 'bold'],
  [2, 'italic'],
  [4, 'strike'],
  [8, 'underline'],
];
const MARKED_BITS = FORMAT_MARKS.reduce((all, [bit]) => all | bit, 0);
// `\s*;?\s*` would try every split of a run of spaces before a stray character.
const COLOUR_STYLE = /^\s*color:\s*(#[0-9a-fA-F]{3,8})\s*(?:;\s*)?$/;
const LINK_TYPES = new Set(['link', 'autolink']);

type Mark = NonNullable<JSONContent['marks']>[number];

const LINK_FIELDS = ['url', 'target', 'rel', 'title'];
/**
 * A link's `instance` tells two touching links to one address apart. The links of a document `savedToEditor` reads
 * are numbered from 1 in its order, so the live session the server seeds from a page and the editor that opens it
 * number them alike (and bind without building every block with a link again); blocks read on their own (pasted,
 * merged) count down from -1, so they never meet a document's numbers.
 */
let linkInstances = 0;
let documentLinks: { last: number } | null = null;

export function numberingLinksOfDocument<T>(convert: () => T): T {
  const outer = documentLinks;
  documentLinks = { last: 0 };
  try {
    return convert();
  } finally {
    documentLinks = outer;
  }
}
const LINK_DEFAULTS: Fields = { ...ELEMENT_DEFAULTS, rel: null, target: null, title: null, url: '' };

/** A text's editor marks from its saved fields; `textFromEditor` reads them back. */
function textMarks(node: SavedNode, outer: Mark[]): Mark[] {
  const format = typeof node.format === 'number' ? node.format : 0;
  const style = typeof node.style === 'string' ? node.style : '';
  const marks: Mark[] = [...outer];
  for (const [bit, mark] of FORMAT_MARKS) if (format & bit) marks.push({ type: mark });
  const colour = COLOUR_STYLE.exec(style);
  if (colour) marks.push({ type: 'textStyle', attrs: { color: colour[1] } });
  const meta = {
    format: format & ~MARKED_BITS,
    detail: node.detail ?? 0,
    mode: node.mode ?? 'normal',
    style: colour ? '' : style,
    version: node.version ?? 1,
  };
  if (meta.format || meta.detail || meta.mode !== 'normal' || meta.style || meta.version !== 1) {
    marks.push({ type: 'lexicalText', attrs: meta });
  }
  return marks;
}

/** The same fields with the same values, in whatever order (a text's fields are plain values). */
function sameFields(a: SavedNode, b: SavedNode): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * A saved text to editor text. When saving it back from its marks alone would not give it byte for byte (its style
 * written `color: #EE3A43;`, fields the editor does not know), the saved text rides along on its `lexicalText` mark,
 * and saves back as it was while its marks stay the same. A text with the usual fields in another order (as this
 * editor wrote them before) carries nothing: it saves in Lexical's order, and untouched blocks save as loaded anyway.
 */
function textToEditor(node: SavedNode, outer: Mark[]): JSONContent {
  const text = String(node.text ?? '');
  const marks = textMarks(node, outer);
  if (!sameFields(textFromEditor({ type: 'text', text, marks }), node)) {
    const meta = marks.find((mark) => mark.type === 'lexicalText');
    if (meta) meta.attrs = { ...meta.attrs, saved: node };
    else marks.push({ type: 'lexicalText', attrs: { saved: node } });
  }
  return { type: 'text', text, ...(marks.length ? { marks } : {}) };
}

/** The outer marks with a saved comment MarkNode's: its thread ids join any an outer comment mark holds. */
function withComment(outer: Mark[], node: SavedNode): Mark[] {
  const around = outer.find((mark) => mark.type === 'comment');
  const ids = [...idsOfMark(around?.attrs), ...idsOfMark(node).filter((id) => !idsOfMark(around?.attrs).includes(id))];
  const mark: Mark = { type: 'comment', attrs: { ids, lexical: around ? null : fieldsOf(node, ['ids']) } };
  return [...outer.filter((each) => each !== around), mark];
}

/** Saved inline nodes (text, linebreak, link, comment mark, others) to editor inline content; links and comments become marks. */
export function inlineToEditor(nodes: SavedNode[] | undefined, outer: Mark[] = []): JSONContent[] {
  const content: JSONContent[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'text') {
      if (String(node.text ?? '') !== '') content.push(textToEditor(node, outer));
      else content.push({ type: 'inertInline', attrs: { saved: node }, ...(outer.length ? { marks: outer } : {}) });
    } else if (node.type === 'linebreak') {
      content.push({ type: 'hardBreak', attrs: { lexical: fieldsOf(node) }, ...(outer.length ? { marks: outer } : {}) });
    } else if (node.type === COMMENT_MARK_TYPE && node.children?.length) {
      content.push(...inlineToEditor(node.children, withComment(outer, node)));
    } else if (LINK_TYPES.has(node.type) && !isSafeLink(String(node.url ?? ''))) {
      content.push(...inlineToEditor(node.children, outer));
    } else if (LINK_TYPES.has(node.type) && !outer.some((mark) => mark.type === 'link')) {
      const attrs = {
        href: node.url ?? '',
        target: node.target ?? null,
        rel: node.rel ?? null,
        title: node.title ?? null,
        savedType: node.type,
        lexical: fieldsOf(node, LINK_FIELDS),
        instance: documentLinks ? ++documentLinks.last : --linkInstances,
      };
      const linked = inlineToEditor(node.children, [...outer, { type: 'link', attrs }]);
      content.push(...(linked.length ? linked : [{ type: 'inertInline', attrs: { saved: node } }]));
    } else {
      content.push({ type: 'inertInline', attrs: { saved: node }, ...(outer.length ? { marks: outer } : {}) });
    }
  }
  return content;
}

/** A text in Lexical's order of fields, from its editor marks. */
function textFromMarks(text: string, marks: Mark[]): SavedNode {
  let format = 0;
  let style = '';
  let meta: Fields = {};
  for (const mark of marks) {
    const bit = FORMAT_MARKS.find(([, name]) => name === mark.type)?.[0];
    if (bit) format |= bit;
    else if (mark.type === 'textStyle' && mark.attrs?.color) style = `color: ${mark.attrs.color}`;
    else if (mark.type === 'lexicalText') meta = mark.attrs ?? {};
  }
  format |= Number(meta.format ?? 0);
  return {
    detail: meta.detail ?? 0,
    format,
    mode: meta.mode ?? 'normal',
    style: style || String(meta.style ?? ''),
    text,
    type: 'text',
    version: (meta.version as number) ?? 1,
  } as SavedNode;
}

const sameExceptText = (a: SavedNode, b: SavedNode) => JSON.stringify({ ...a, text: '' }) === JSON.stringify({ ...b, text: '' });

function textFromEditor(node: JSONContent): SavedNode {
  const marks = node.marks ?? [];
  const now = textFromMarks(node.text ?? '', marks);
  const saved = marks.find((mark) => mark.type === 'lexicalText')?.attrs?.saved as SavedNode | undefined;
  if (!saved) return now;
  const then = textFromMarks(String(saved.text ?? ''), textMarks(saved, []));
  return sameExceptText(now, then) ? { ...saved, text: now.text } : { ...saved, ...now };
}

function leafFromEditor(node: JSONContent): SavedNode | null {
  if (node.type === 'text') return textFromEditor(node);
  if (node.type === 'hardBreak') return withFields('linebreak', node.attrs?.lexical, { version: 1 });
  if (node.type === 'inertInline') return (node.attrs?.saved as SavedNode) ?? null;
  return null;
}

function linkOf(node: JSONContent) {
  return node.marks?.find((mark) => mark.type === 'link')?.attrs ?? null;
}

function sameLink(a: Fields | null, b: Fields | null) {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

const commentOf = (node: JSONContent) => node.marks?.find((mark) => mark.type === 'comment')?.attrs ?? null;

/**
 * Editor inline content to saved inline nodes: runs under one comment mark become one MarkNode (`ids` last, as
 * @lexical/mark writes it), holding runs of text under one link mark as one link element.
 */
export function inlineFromEditor(content: JSONContent[] | undefined): SavedNode[] {
  const nodes: SavedNode[] = [];
  const items = content ?? [];
  for (let i = 0; i < items.length;) {
    const comment = commentOf(items[i]);
    const ids = idsOfMark(comment ?? undefined);
    let end = i + 1;
    while (end < items.length && JSON.stringify(idsOfMark(commentOf(items[end]) ?? undefined)) === JSON.stringify(ids)) end++;
    const inner = linkRuns(items.slice(i, end));
    if (!ids.length) nodes.push(...inner);
    else nodes.push({ ...withFields(COMMENT_MARK_TYPE, comment?.lexical as Fields | null, ELEMENT_DEFAULTS, {}, inner), ids });
    i = end;
  }
  return nodes;
}

/** Runs of text under one link mark become one link element. */
function linkRuns(items: JSONContent[]): SavedNode[] {
  const nodes: SavedNode[] = [];
  for (let i = 0; i < items.length;) {
    const link = linkOf(items[i]);
    if (!link) {
      const leaf = leafFromEditor(items[i]);
      if (leaf) nodes.push(leaf);
      i++;
      continue;
    }
    const children: SavedNode[] = [];
    while (i < items.length && sameLink(linkOf(items[i]), link)) {
      const leaf = leafFromEditor(items[i]);
      if (leaf) children.push(leaf);
      i++;
    }
    const saved = link.lexical as Fields | null;
    const values: Fields = { url: link.href ?? '', rel: link.rel ?? null, target: link.target ?? null, title: link.title ?? null };
    // A field the saved link did not have stays absent while it is empty.
    const own = Object.fromEntries(
      LINK_FIELDS.filter((field) => !saved || field in saved || values[field] !== null).map((field) => [field, values[field]]),
    );
    nodes.push(withFields(String(link.savedType ?? 'link'), saved, LINK_DEFAULTS, own, children));
  }
  return nodes;
}
