import type { BlockDefinition } from '../types';

export const dividerBlock: BlockDefinition = {
  name: 'divider',
  slashOptions: [
    {
      title: 'slash.divider',
      keywords: ['divider', 'rule', 'hr', 'line'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).setHorizontalRule().run(),
    },
  ],
};
