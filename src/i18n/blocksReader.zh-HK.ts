import type { BlocksReaderKey } from './blocksReader.en';

/** What blocks show readers Traditional Chinese (Hong Kong). */
export const blocksReaderZhHK = {
  'blocksReader.scheduled': '已排程',
} satisfies Record<BlocksReaderKey, string>;
