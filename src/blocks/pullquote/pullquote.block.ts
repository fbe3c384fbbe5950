import { pullquoteContract } from '../../../contract/blocks/pullquote';
import type { BlockDefinition } from '../types';
import { pullquoteCodec } from './pullquote.codec';
import { BlockquoteContainer, Pullquote, PullquoteContent, PullquoteTitle } from './pullquote.node';

export const block: BlockDefinition = {
  name: 'pullquote',
  contract: pullquoteContract,
  extensions: [Pullquote, PullquoteTitle, PullquoteContent, BlockquoteContainer],
  codec: pullquoteCodec,
  placeholders: { pullquoteTitle: 'pullquote.quotePlaceholder', pullquoteContent: 'pullquote.attributionPlaceholder' },
  slashOptions: [
    {
      title: 'slash.pullquote',
      description: 'slash.pullquoteDescription',
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertPullquote().run(),
    },
  ],
};
