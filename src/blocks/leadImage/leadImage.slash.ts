import type { BlockDefinition } from '../types';
import { leadImageCodec } from './leadImage.codec';
import { LeadImage } from './leadImage.node';

export const leadImageBlock: BlockDefinition = {
  name: 'leadImage',
  extensions: [LeadImage],
  codec: leadImageCodec,
  slashOptions: [
    {
      title: 'Lead Image',
      keywords: ['lead', 'image', 'video', 'tagline', 'hero'],
      description: 'Tagline with lead image',
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertLeadImage().run(),
    },
  ],
};
