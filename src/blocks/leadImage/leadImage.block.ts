import { leadImageContract } from '../../../contract/blocks/leadImage';
import type { BlockDefinition } from '../types';
import { leadImageCodec } from './leadImage.codec';
import { LeadImage } from './leadImage.node';

export const block: BlockDefinition = {
  name: 'leadImage',
  contract: leadImageContract,
  extensions: [LeadImage],
  codec: leadImageCodec,
  slashOptions: [
    {
      title: 'slash.leadImage',
      keywords: ['lead', 'image', 'video', 'tagline', 'hero'],
      description: 'slash.leadImageDescription',
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertLeadImage().run(),
    },
  ],
};
