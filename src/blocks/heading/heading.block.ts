import { headingContract } from '../../../contract/blocks/core';
import type { BlockDefinition } from '../types';

export const block: BlockDefinition = {
  name: 'heading',
  contract: headingContract,
  slashOptions: [
    {
      title: 'slash.heading2',
      keywords: ['h2', 'heading'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).setNode('heading', { level: 2 }).run(),
    },
    {
      title: 'slash.heading3',
      keywords: ['h3', 'heading', 'subheading'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).setNode('heading', { level: 3 }).run(),
    },
  ],
};
