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

/** Lexical's own nodes, handled by the editor's and the reader's core rather than by a block folder. */
export const CORE_CONTRACTS: readonly BlockContract[] = [paragraphContract, headingContract, listContract, quoteContract, dividerContract, linkContract];

/** Every block with a folder in src/blocks: adding a block is its module here, one line in this list, and its folder. */
export const BLOCK_CONTRACTS: readonly BlockContract[] = [
  accordionContract,
  pullquoteContract,
  redBarContract,
  calloutContract,
  buttonGroupContract,
  imageContract,
  videoContract,
  leadImageContract,
  tableContract,
  timeLocationContract,
  taggedPreviewContract,
  previewCardsContract,
  bannerContract,
  subpageContract,
];

const ALL = [...CORE_CONTRACTS, ...BLOCK_CONTRACTS];
const byType = new Map<string, BlockContract>(ALL.flatMap((contract) => [...contract.savedTypes, ...contract.partTypes].map((type) => [type, contract] as const)));

/** The contract of a saved node type (a block's or one of its parts'), or undefined for types no block knows. */
export const contractOfType = (type: string): BlockContract | undefined => byType.get(type);

/** Every field, of any block or item, that holds a link, and every one that holds a media address. */
export const LINK_FIELDS = new Set(ALL.flatMap((contract) => [...contract.links, ...Object.values(contract.items).flatMap((roles) => roles.links)]));
export const MEDIA_FIELDS = new Set(ALL.flatMap((contract) => [...contract.media, ...Object.values(contract.items).flatMap((roles) => roles.media)]));
