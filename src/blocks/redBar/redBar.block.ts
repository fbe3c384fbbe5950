import { redBarContract } from '../../../contract/blocks/redBar';
import { createElement } from 'react';
import { RectangleVertical as RedBarIcon } from 'lucide-react';
import type { BlockDefinition } from '../types';
import { redBarCodec } from './redBar.codec';
import { RedBarHeading } from './redBar.node';

export const block: BlockDefinition = {
  name: 'redBar',
  contract: redBarContract,
  extensions: [RedBarHeading],
  codec: redBarCodec,
  slashOptions: [
    {
      title: 'slash.redBar',
      run: (editor, range) => editor.chain().focus().deleteRange(range).setRedBar().run(),
    },
  ],
  toolbarToggles: [
    {
      label: 'redBar.toggle',
      icon: createElement(RedBarIcon, { size: 16 }),
      isActive: (editor) => editor.isActive('redBarHeading'),
      run: (editor) => editor.chain().focus().toggleRedBar().run(),
    },
  ],
};
