import { timeLocationContract } from '../../../contract/blocks/timeLocation';
import type { BlockDefinition } from '../types';
import { timeLocationCodec } from './timeLocation.codec';
import { TimeLocation } from './timeLocation.node';

export const block: BlockDefinition = {
  name: 'timeLocation',
  contract: timeLocationContract,
  extensions: [TimeLocation],
  codec: timeLocationCodec,
  slashOptions: [
    {
      title: 'slash.timeLocation',
      keywords: ['time', 'location', 'date', 'place', 'event'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertTimeLocation().run(),
    },
  ],
};
