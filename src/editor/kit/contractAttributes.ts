import type { Attribute } from '@tiptap/core';
import { defaultsOf, type BlockContract } from '../../../contract/blocks';

/**
 * A block node's attributes, one per field of its contract, with the contract's defaults (an empty list for a list,
 * null for anything else that has none), kept out of the editor's HTML; plus `lexical`, the saved node's other fields,
 * and any `extra` attributes (which replace a field's where they share its name).
 */
export function attributesOf(contract: BlockContract, extra: Record<string, Attribute> = {}): Record<string, Attribute> {
  const defaults = defaultsOf(contract) as Record<string, unknown>;
  const attributes: Record<string, Attribute> = {};
  for (const [field, schema] of Object.entries(contract.schema.entries)) {
    attributes[field] = { default: defaults[field] ?? (schema.type === 'array' ? [] : null), rendered: false };
  }
  return { ...attributes, ...extra, lexical: { default: null, rendered: false } };
}
