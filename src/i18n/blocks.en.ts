/** Blocks in the editor: their picker titles, dialogs and controls (in the editor chunk). English: the spec's texts exactly. */
export const blocksEn = {
  'blocks.save': 'Save',
} as const;

export type BlocksKey = keyof typeof blocksEn;
