import type { BlockDefinition } from '../types';
import { calloutCodec } from './callout.codec';
import { Callout, CalloutContent, CalloutTitle } from './callout.node';
import { CALLOUT_CONTENT_PLACEHOLDER, CALLOUT_TITLE_PLACEHOLDER } from './callout.schema';

export const calloutBlock: BlockDefinition = {
  name: 'callout',
  extensions: [Callout, CalloutTitle, CalloutContent],
  codec: calloutCodec,
  placeholders: { calloutTitle: CALLOUT_TITLE_PLACEHOLDER, calloutContent: CALLOUT_CONTENT_PLACEHOLDER },
  slashOptions: [
    {
      title: 'Callout',
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertCallout().run(),
    },
  ],
};
