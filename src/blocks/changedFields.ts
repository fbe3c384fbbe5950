import type { SavedNode } from '../../contract/document';
import type { Fields } from '../editor/kit/savedFields';

/**
 * A stored node with the editor's values written back: only the fields whose value differs from what was read from
 * the stored node, so a node that was not changed saves back exactly as it was stored, in either of its stored shapes.
 */
export function withChangedFields(type: string, stored: Fields | null | undefined, read: Fields, values: Fields, fresh: Fields): SavedNode {
  if (!stored) return { type, version: 1, ...fresh } as SavedNode;
  const node = { type, ...stored } as SavedNode;
  for (const [name, value] of Object.entries(values)) {
    if (read[name] !== value) node[name] = value;
  }
  return node;
}
