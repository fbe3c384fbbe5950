import type { Node as ProseMirrorNode, ResolvedPos } from '@tiptap/pm/model';

/** The editor-only section node of long documents (see editor/extensions/sections.ts). */
export const SECTION = 'section';

/** A block's identity in the live session (src/editor/collab/blockIdentity.ts): carried by moves, never saved. */
export const BLOCK_ID = 'blockId';

export const isSection = (node: ProseMirrorNode | null | undefined) => node?.type.name === SECTION;

/** The depth of the top-level block around a position: 1, or 2 inside a section; 0 between blocks. */
export function blockDepth($pos: ResolvedPos): number {
  if ($pos.depth === 0) return 0;
  return isSection($pos.node(1)) ? ($pos.depth > 1 ? 2 : 0) : 1;
}

/** The document's last top-level block. */
export function lastBlock(doc: ProseMirrorNode): ProseMirrorNode | null {
  const last = doc.lastChild;
  return isSection(last) ? last!.lastChild : last;
}

/** Where a block appended at the end of the document goes: inside the last section, if there is one. */
export const endOfBlocks = (doc: ProseMirrorNode) => doc.content.size - (isSection(doc.lastChild) ? 1 : 0);

export interface PlacedBlock {
  pos: number;
  node: ProseMirrorNode;
}

/** The document's top-level blocks in order, looking through the editor-only sections of long documents. */
export function topLevelBlocks(doc: ProseMirrorNode): PlacedBlock[] {
  const blocks: PlacedBlock[] = [];
  doc.forEach((node, offset) => {
    if (node.type.name !== SECTION) blocks.push({ pos: offset, node });
    else node.forEach((child, childOffset) => blocks.push({ pos: offset + 1 + childOffset, node: child }));
  });
  return blocks;
}
