import { listContract } from '../../../contract/blocks/core';
import type { BlockDefinition } from '../types';

export const block: BlockDefinition = {
  name: 'list',
  contract: listContract,
  slashOptions: [
    {
      title: 'slash.bulletList',
      keywords: ['bullet', 'list', 'unordered'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).toggleBulletList().run(),
    },
    {
      title: 'slash.numberedList',
      keywords: ['numbered', 'list', 'ordered'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).toggleOrderedList().run(),
    },
  ],
};
