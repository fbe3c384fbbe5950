import * as v from 'valibot';
import type { SavedNode } from '../document';

/** Which fields of a list's items (a card's, a button's) hold text, links and media. */
export interface ItemRoles {
  text: readonly string[];
  links: readonly string[];
  media: readonly string[];
}

/**
 * A block's saved format (spec 3.1), the one definition everything else reads: the editor's codec and node
 * attributes, its dialog's validation, the reader, HTML import, demo content, plain text and search text, the link
 * rule, media usage, the server's validation of saved documents and the revision comparison.
 */
export interface BlockContract<TSchema extends v.ObjectSchema<v.ObjectEntries, undefined> = v.ObjectSchema<v.ObjectEntries, undefined>> {
  /** The block's name: its folder in src/blocks and its contract module here. */
  name: string;
  /** Saved types a document holds at the block's place; the first is the one the editor writes. */
  savedTypes: readonly [string, ...string[]];
  /** Saved types of the block's parts (its children), read and written with it. */
  partTypes: readonly string[];
  /** The block's own fields (beside type, version and children), each with its default where it has one. */
  schema: TSchema;
  /** Fields that hold text readers see (plain text, search, comparison). */
  text: readonly string[];
  /**
   * Fields that name another page (a subpage's title): shown only to those who may read that page, so never searched
   * or shown as this page's text (issue 29); the editor's comparisons still show them.
   */
  names: readonly string[];
  /** Fields that hold links: http(s), mailto, tel or relative only. */
  links: readonly string[];
  /** Fields that hold media addresses: http(s) or relative (own media). */
  media: readonly string[];
  /** Fields that hold lists of items, with the roles of the items' fields. */
  items: Readonly<Record<string, ItemRoles>>;
}

export type FieldsOf<T extends BlockContract> = v.InferOutput<T['schema']>;

type Roles = Partial<Pick<BlockContract, 'partTypes' | 'text' | 'names' | 'links' | 'media' | 'items'>>;

/** A block contract, with no roles where none are given. */
export function defineBlock<TSchema extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  contract: Pick<BlockContract<TSchema>, 'name' | 'savedTypes' | 'schema'> & Roles,
): BlockContract<TSchema> {
  return { partTypes: [], text: [], names: [], links: [], media: [], items: {}, ...contract };
}

/** The block's fields with their defaults (fields without one are left out). */
export function defaultsOf<T extends BlockContract>(contract: T): Partial<FieldsOf<T>> {
  return v.getDefaults(contract.schema) as Partial<FieldsOf<T>>;
}

/** Text without a default: an empty string. */
export const text = () => v.optional(v.string(), '');

/**
 * A saved node of this block: its first saved type (or `type`, one of its saved or part types), version 1, the
 * contract's defaults, then `fields`, and `children` when given. HTML import and the demo content make blocks so.
 */
export function savedNodeOf<T extends BlockContract>(
  contract: T,
  fields: Partial<FieldsOf<T>> & Record<string, unknown> = {},
  children?: SavedNode[],
  type: string = contract.savedTypes[0],
): SavedNode {
  if (!contract.savedTypes.includes(type) && !contract.partTypes.includes(type)) throw new Error(`${type} is not a ${contract.name} type`);
  return { type, version: 1, ...defaultsOf(contract), ...fields, ...(children ? { children } : {}) };
}
