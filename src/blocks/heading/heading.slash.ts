import type { BlockDefinition } from '../types';

export const headingBlock: BlockDefinition = {
  name: 'heading',
  slashOptions: [
    {
      title: 'Heading 2',
      keywords: ['h2', 'heading'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).setNode('heading', { level: 2 }).run(),
    },
    {
      title: 'Heading 3',
      keywords: ['h3', 'heading', 'subheading'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).setNode('heading', { level: 3 }).run(),
    },
  ],
};
