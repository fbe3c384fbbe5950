import { bannerContract } from '../../../contract/blocks/banner';
import type { BlockDefinition } from '../types';
import { bannerCodec } from './banner.codec';
import { Banner } from './banner.node';
import { openSettingsOfInsertedBlock } from '../openSettingsOnInsert';

export const block: BlockDefinition = {
  name: 'banner',
  contract: bannerContract,
  extensions: [Banner],
  codec: bannerCodec,
  slashOptions: [
    {
      title: 'slash.banner',
      keywords: ['banner', 'call to action', 'promotion'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertBanner().run()) openSettingsOfInsertedBlock(editor);
      },
    },
  ],
};
