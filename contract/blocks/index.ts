import { accordionContract } from './accordion';
import { buttonGroupContract } from './buttonGroup';
import { calloutContract } from './callout';
import { bannerContract } from './banner';
import { dividerContract, headingContract, linkContract, listContract, paragraphContract, quoteContract } from './core';
import type { BlockContract } from './define';
import { imageContract } from './image';
import { leadImageContract } from './leadImage';
import { previewCardsContract } from './previewCards';
import { subpageContract } from './subpage';
import { tableContract } from './table';
import { taggedPreviewContract } from './taggedPreview';
import { timeLocationContract } from './timeLocation';
import { videoContract } from './video';
import { pullquoteContract } from './pullquote';
import { redBarContract } from './redBar';

export * from './define';

/**
 * Every block, in the editor schema's order (which decides which node parses pasted HTML first): Lexical's own nodes,
 * handled by the editor's and the reader's core, and the blocks with a folder in src/blocks. Adding a block is its
 * module here, one line in this list, and its folder.
 */
export const ALL_CONTRACTS: readonly BlockContract[] = [
  headingContract,
  listContract,
  accordionContract,
  dividerContract,
  pullquoteContract,
  buttonGroupContract,
  calloutContract,
  redBarContract,
  tableContract,
  taggedPreviewContract,
  bannerContract,
  previewCardsContract,
  timeLocationContract,
  subpageContract,
  imageContract,
  videoContract,
  leadImageContract,
  paragraphContract,
  quoteContract,
  linkContract,
];

const CORE = new Set<BlockContract>([paragraphContract, headingContract, listContract, quoteContract, dividerContract, linkContract]);
/** Lexical's own nodes, which the editor's and the reader's core handle (heading, list and divider also have folders). */
export const CORE_CONTRACTS: readonly BlockContract[] = ALL_CONTRACTS.filter((contract) => CORE.has(contract));
/** The blocks that exist only through their folder in src/blocks. */
export const BLOCK_CONTRACTS: readonly BlockContract[] = ALL_CONTRACTS.filter((contract) => !CORE.has(contract));

const byType = new Map<string, BlockContract>(
  ALL_CONTRACTS.flatMap((contract) => [...contract.savedTypes, ...contract.partTypes].map((type) => [type, contract] as const)),
);

/** The contract of a saved node type (a block's or one of its parts'), or undefined for types no block knows. */
export const contractOfType = (type: string): BlockContract | undefined => byType.get(type);

/** Every field, of any block or item, that holds a link, and every one that holds a media address. */
export const LINK_FIELDS = new Set(
  ALL_CONTRACTS.flatMap((contract) => [...contract.links, ...Object.values(contract.items).flatMap((roles) => roles.links)]),
);
export const MEDIA_FIELDS = new Set(
  ALL_CONTRACTS.flatMap((contract) => [...contract.media, ...Object.values(contract.items).flatMap((roles) => roles.media)]),
);
