import { buttonGroupContract } from '../../../contract/blocks/buttonGroup';
import type { BlockDefinition } from '../types';
import { buttonGroupCodec } from './buttonGroup.codec';
import { ButtonGroup } from './buttonGroup.node';

export const block: BlockDefinition = {
  name: 'buttonGroup',
  contract: buttonGroupContract,
  extensions: [ButtonGroup],
  codec: buttonGroupCodec,
  slashOptions: [
    {
      title: 'slash.button',
      description: 'slash.buttonDescription',
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertButtonGroup().run(),
    },
  ],
};
