import type { SavedNode } from '../../../contract/document';

export type Fields = Record<string, unknown>;

/**
 * The saved node's fields, in their saved order, so that it saves back byte for byte. Its children and the `omit`
 * fields (held elsewhere in the editor) keep their place as undefined, which `withFields` fills and JSON leaves out.
 */
export function fieldsOf(node: SavedNode, omit: string[] = []): Fields {
  const fields: Fields = {};
  for (const key of Object.keys(node)) fields[key] = key === 'children' || omit.includes(key) ? undefined : node[key];
  return fields;
}

/** New nodes take Lexical's key order: children, direction, format, indent, type, version. */
export const ELEMENT_DEFAULTS: Fields = { children: undefined, direction: 'ltr', format: '', indent: 0, type: undefined, version: 1 };
export const PARAGRAPH_DEFAULTS: Fields = { ...ELEMENT_DEFAULTS, textFormat: 0, textStyle: '' };

/** A saved node from its kept fields (or the defaults), in their order, with `own` fields and children in place. */
export function withFields(
  type: string,
  saved: Fields | null | undefined,
  defaults: Fields,
  own: Fields = {},
  children?: SavedNode[],
): SavedNode {
  const base = saved ?? defaults;
  const node: Fields = 'type' in base ? { ...base, ...own } : { type, ...base, ...own };
  node.type = type;
  if (node.version === undefined) node.version = 1;
  if (children) node.children = children;
  for (const key of Object.keys(node)) if (node[key] === undefined) delete node[key];
  return node as SavedNode;
}
