/** What blocks show readers (loaded with every page). English: the spec's texts exactly. */
export const blocksReaderEn = {
  'blocksReader.scheduled': 'Scheduled',
} as const;

export type BlocksReaderKey = keyof typeof blocksReaderEn;
