/**
 * Tiptap JSON <-> the Y.XmlFragment the editor's Collaboration extension (@tiptap/y-tiptap) binds to, without a
 * ProseMirror schema: the editor's schema modules bring its views, so the server writes the same Yjs types
 * y-tiptap's `prosemirrorJSONToYXmlFragment` would (an element per node with its non-null attributes, a text per run
 * of text nodes with each mark as a formatting attribute) and reads them back with y-tiptap's own reader.
 */
import type { JSONContent } from '@tiptap/core';
import * as Y from 'yjs';
import * as buffer from 'lib0/buffer';
import * as sha256 from 'lib0/hash/sha256';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { LexicalText } from '../../src/editor/extensions/inertNodes';
import { BLOCK_ID } from '../../src/editor/kit/blockPositions';

type Mark = NonNullable<JSONContent['marks']>[number];

/** Marks that may overlap themselves (`excludes: ''`): y-tiptap names them by a hash of the whole mark. */
const overlappingMarks = new Map([[LexicalText.name, defaultsOf(LexicalText.config.addAttributes?.call({} as never) ?? {})]]);

function defaultsOf(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).map(([name, spec]) => [name, (spec as { default?: unknown })?.default ?? null]));
}

/** y-tiptap's `hashOfJSON`: the first 6 bytes of a sha256 folded over the rest, in base64. */
function hashOfJSON(json: unknown): string {
  const digest = sha256.digest(buffer.encodeAny(json));
  for (let i = 6; i < digest.length; i++) digest[i % 6] ^= digest[i];
  return buffer.toBase64(digest.slice(0, 6));
}

function markAttribute(mark: Mark): [string, Record<string, unknown>] {
  const defaults = overlappingMarks.get(mark.type);
  if (!defaults) return [mark.type, mark.attrs ?? {}];
  const attrs = { ...defaults, ...mark.attrs };
  return [`${mark.type}--${hashOfJSON({ type: mark.type, attrs })}`, attrs];
}

function textOf(nodes: JSONContent[]): Y.XmlText {
  const text = new Y.XmlText();
  text.applyDelta(
    nodes.map((node) => ({ insert: node.text ?? '', attributes: Object.fromEntries((node.marks ?? []).map(markAttribute)) })),
  );
  return text;
}

function elementOf(node: JSONContent): Y.XmlElement {
  const element = new Y.XmlElement(node.type ?? 'paragraph');
  for (const [key, value] of Object.entries(node.attrs ?? {}))
    if (value !== null && value !== undefined) element.setAttribute(key, value as never);
  element.insert(0, typesOf(node.content ?? []));
  return element;
}

/** The Yjs types of a node list: consecutive text nodes share one Y.XmlText, as y-tiptap writes them. */
export function typesOf(content: JSONContent[]): Array<Y.XmlElement | Y.XmlText> {
  const types: Array<Y.XmlElement | Y.XmlText> = [];
  for (let i = 0; i < content.length; i++) {
    if (content[i].type !== 'text') {
      types.push(elementOf(content[i]));
      continue;
    }
    const run: JSONContent[] = [];
    while (i < content.length && content[i].type === 'text') run.push(content[i++]);
    i--;
    types.push(textOf(run.filter((node) => node.text)));
  }
  return types;
}

/** The fragment's top-level nodes as Tiptap JSON (marks by their names again). */
export function jsonOfFragment(fragment: Y.XmlFragment): JSONContent[] {
  return (yXmlFragmentToProsemirrorJSON(fragment) as JSONContent).content ?? [];
}

/**
 * A node's JSON in one form whatever wrote it, for comparing: attributes sorted and without nulls or the block's
 * identity in the session, marks with their
 * defaults, links' instances numbered in order, adjacent texts with the same marks joined.
 */
export function canonicalJson(node: JSONContent, instances = new Map<unknown, number>()): unknown {
  // A block's identity in the session is not part of it: a moved block is the block it was.
  const { [BLOCK_ID]: _identity, ...attrs } = sorted(node.attrs ?? {});
  const marks = (node.marks ?? [])
    .map((mark) => ({ ...mark, attrs: { ...overlappingMarks.get(mark.type), ...mark.attrs } }))
    // A link's `instance` (the inline codec's counter, telling touching links apart) counts from 1 in each block here.
    .map((mark) =>
      mark.attrs.instance === undefined ? mark : { ...mark, attrs: { ...mark.attrs, instance: numbered(instances, mark.attrs.instance) } },
    )
    .map((mark) => ({ type: mark.type, ...(Object.keys(mark.attrs).length ? { attrs: sorted(mark.attrs) } : {}) }))
    .sort((a, b) => a.type.localeCompare(b.type));
  const content: unknown[] = [];
  for (const child of node.content ?? []) {
    const last = content[content.length - 1] as { type?: string; text?: string; marks?: unknown } | undefined;
    const made = canonicalJson(child, instances) as { type?: string; text?: string; marks?: unknown };
    if (made.type === 'text' && !made.text) continue;
    if (made.type === 'text' && last?.type === 'text' && JSON.stringify(last.marks) === JSON.stringify(made.marks))
      last.text += made.text ?? '';
    else content.push(made);
  }
  return {
    type: node.type,
    ...(node.text !== undefined ? { text: node.text } : {}),
    ...(Object.keys(attrs).length ? { attrs } : {}),
    ...(marks.length ? { marks } : {}),
    ...(content.length ? { content } : {}),
  };
}

function numbered(instances: Map<unknown, number>, instance: unknown): number {
  if (!instances.has(instance)) instances.set(instance, instances.size + 1);
  return instances.get(instance)!;
}

/** Objects with their keys sorted, at every depth (Yjs may give an attribute's object back in another key order). */
function sorted(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, each]) => each !== null && each !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, each]) => [key, deep(each)]),
  );
}

function deep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deep);
  return value && typeof value === 'object' ? sorted(value as Record<string, unknown>) : value;
}

export const sameJson = (a: JSONContent, b: JSONContent) => JSON.stringify(canonicalJson(a)) === JSON.stringify(canonicalJson(b));
