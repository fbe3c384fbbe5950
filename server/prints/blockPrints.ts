import { sha256Base64url } from '#sha256';
import type { SavedNode } from '../../contract/document';

/**
 * A block's print: the first 22 characters (132 bits) of the base64url SHA-256 of its saved JSON, and its saved type,
 * as `<hash>:type`. Two blocks with one print are taken to be the same block: revisions keep their documents' prints,
 * so counting what changed from one to the next, or merging two editors' saves, reads short lists instead of whole
 * documents, and the server stores each block of a page once, under its hash. A cryptographic hash, so nobody who
 * may edit a page can make two different blocks share a print.
 */
export const PRINT_HASH_LENGTH = 22;

/**
 * How a revision's prints were made: 1, a hand-written 96-bit hash in 16 characters (before migration 0022, which
 * could give different blocks one print; see server/prints/legacyPrint.ts); 2, SHA-256 in 22 characters.
 */
export const PRINT_VERSION = 2;
export const hashLengthOf = (printVersion: number): number => (printVersion === 1 ? 16 : PRINT_HASH_LENGTH);

export const printOfJson = (json: string, type: string): string => `${sha256Base64url(json).slice(0, PRINT_HASH_LENGTH)}:${type}`;

export const blockPrintOf = (block: SavedNode): string => printOfJson(JSON.stringify(block), block.type);

export const blockPrintsOf = (blocks: readonly SavedNode[]): string[] => blocks.map(blockPrintOf);

/** The prints of `blocks` and their saved JSON, each made once (the server stores the JSON of blocks it has not). */
export function printedBlocksOf(blocks: readonly SavedNode[]): { prints: string[]; jsons: string[] } {
  const jsons = blocks.map((block) => JSON.stringify(block));
  return { prints: jsons.map((json, index) => printOfJson(json, blocks[index].type)), jsons };
}
