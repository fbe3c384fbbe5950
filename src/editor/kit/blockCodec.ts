import type { JSONContent } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';

/** What a block's codec may ask of the document codec: its parts' blocks and inline content, both ways. */
export interface CodecContext {
  blocksToEditor(nodes: SavedNode[] | undefined): JSONContent[];
  blocksFromEditor(content: JSONContent[] | undefined): SavedNode[];
  inlineToEditor(nodes: SavedNode[] | undefined): JSONContent[];
  inlineFromEditor(content: JSONContent[] | undefined): SavedNode[];
}

/** How one block type converts between the saved form and the editor; each block folder supplies one. */
export interface BlockCodec {
  /** The saved types it reads: its contract's `savedTypes`. */
  savedTypes: readonly string[];
  editorTypes: string[];
  toEditor(node: SavedNode, context: CodecContext): JSONContent;
  fromEditor(node: JSONContent, context: CodecContext): SavedNode;
}
