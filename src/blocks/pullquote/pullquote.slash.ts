import type { BlockDefinition } from '../types';
import { pullquoteCodec } from './pullquote.codec';
import { BlockquoteContainer, Pullquote, PullquoteContent, PullquoteTitle } from './pullquote.node';
import { PULLQUOTE_ATTRIBUTION_PLACEHOLDER, PULLQUOTE_QUOTE_PLACEHOLDER } from './pullquote.schema';

export const pullquoteBlock: BlockDefinition = {
  name: 'pullquote',
  extensions: [Pullquote, PullquoteTitle, PullquoteContent, BlockquoteContainer],
  codec: pullquoteCodec,
  placeholders: { pullquoteTitle: PULLQUOTE_QUOTE_PLACEHOLDER, pullquoteContent: PULLQUOTE_ATTRIBUTION_PLACEHOLDER },
  slashOptions: [
    {
      title: 'Pullquote',
      description: 'Highlight quotes or key points.',
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertPullquote().run(),
    },
  ],
};
