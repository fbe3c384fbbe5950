import { calloutContract } from '../../../contract/blocks/callout';
import type { BlockDefinition } from '../types';
import { calloutCodec } from './callout.codec';
import { Callout, CalloutContent, CalloutTitle } from './callout.node';

export const block: BlockDefinition = {
  name: 'callout',
  contract: calloutContract,
  extensions: [Callout, CalloutTitle, CalloutContent],
  codec: calloutCodec,
  placeholders: { calloutTitle: 'callout.titlePlaceholder', calloutContent: 'callout.contentPlaceholder' },
  slashOptions: [
    {
      title: 'slash.callout',
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertCallout().run(),
    },
  ],
};
