import { dividerContract } from '../../../contract/blocks/core';
import type { BlockDefinition } from '../types';

export const block: BlockDefinition = {
  name: 'divider',
  contract: dividerContract,
  slashOptions: [
    {
      title: 'slash.divider',
      keywords: ['divider', 'rule', 'hr', 'line'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).setHorizontalRule().run(),
    },
  ],
};
