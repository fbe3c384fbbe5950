import type { SavedNode } from '../../../contract/document';

export type Fields = Record<string, unknown>;

/** The saved node's fields other than its type and children: kept so the node saves back as it came. */
export function fieldsOf(node: SavedNode, omit: string[] = []): Fields {
  const { type: _type, children: _children, ...fields } = node;
  for (const name of omit) delete fields[name];
  return fields;
}

export const ELEMENT_DEFAULTS: Fields = { version: 1, direction: 'ltr', format: '', indent: 0 };
export const PARAGRAPH_DEFAULTS: Fields = { ...ELEMENT_DEFAULTS, textFormat: 0, textStyle: '' };

export function withFields(type: string, saved: Fields | null | undefined, defaults: Fields, own: Fields = {}, children?: SavedNode[]): SavedNode {
  const node: SavedNode = { type, ...(saved ?? defaults), ...own } as SavedNode;
  if (node.version === undefined) node.version = 1;
  if (children) node.children = children;
  return node;
}
