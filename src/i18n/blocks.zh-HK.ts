import type { BlocksKey } from './blocks.en';

/** Blocks in the editor: their picker titles, dialogs and controls Traditional Chinese (Hong Kong). */
export const blocksZhHK = {
  'blocks.save': '儲存',
} satisfies Record<BlocksKey, string>;
