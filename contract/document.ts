import * as v from 'valibot';
import { MAX_INT32, positiveInt32 } from './numbers';

/** A node of the saved document (spec 3.1): every node has a `type` and `version: 1`; other fields depend on the type. */
export interface SavedNode {
  type: string;
  version: number;
  children?: SavedNode[];
  [field: string]: unknown;
}

/** The saved document: Lexical's serialised form, a root holding the blocks. */
export interface SavedDocument {
  root: SavedNode & { type: 'root'; children: SavedNode[] };
}

export const MAX_DOCUMENT_DEPTH = 64;

/** Lexical's whole-number node fields: bit sets (a text's `format`, `detail`) and counts (`indent`). */
const wholeNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_INT32));

const nodeSchema: v.GenericSchema<SavedNode> = v.looseObject({
  type: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  version: positiveInt32(),
  children: v.optional(v.array(v.lazy(() => nodeSchema))),
  // An element's format is its alignment ('', 'center'...); a text's is a bit set of its marks.
  format: v.optional(v.union([v.pipe(v.string(), v.maxLength(20)), wholeNumber])),
  detail: v.optional(wholeNumber),
  indent: v.optional(wholeNumber),
}) as v.GenericSchema<SavedNode>;

/** A saved document's shape: a root of nodes, each with a type and a version, nested at most 64 deep. */
const documentShape = v.pipe(
  v.looseObject({
    root: v.looseObject({
      type: v.literal('root'),
      version: positiveInt32(),
      children: v.array(nodeSchema),
    }),
  }),
  v.check((doc) => depthOf(doc.root as SavedNode) <= MAX_DOCUMENT_DEPTH, 'The document is nested too deeply.'),
);

/**
 * Schema of a saved document as stored and as sent on save. It checks the shape but answers the document as sent:
 * valibot's own output rebuilds each object with its known fields first, which would reorder every node's fields,
 * and documents are kept byte for byte as their editor (Lexical, or ours) wrote them.
 */
export const savedDocumentSchema = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const result = v.safeParse(documentShape, dataset.value);
    if (result.success) return;
    for (const issue of result.issues) {
      const path = issue.path?.length ? (issue.path as [v.IssuePathItem, ...v.IssuePathItem[]]) : undefined;
      addIssue({ message: issue.message, input: issue.input, expected: issue.expected ?? undefined, received: issue.received, path });
    }
  }),
) as unknown as v.GenericSchema<SavedDocument>;

function depthOf(node: SavedNode): number {
  let deepest = 0;
  const stack: Array<[SavedNode, number]> = [[node, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (depth > MAX_DOCUMENT_DEPTH) return depth;
    for (const child of current.children ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}

export function emptyDocument(): SavedDocument {
  return {
    root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [] },
  };
}
