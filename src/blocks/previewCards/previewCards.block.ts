import { previewCardsContract } from '../../../contract/blocks/previewCards';
import type { BlockDefinition } from '../types';
import { previewCardsCodec } from './previewCards.codec';
import { PreviewCards } from './previewCards.node';
import { openSettingsOfInsertedBlock } from '../openSettingsOnInsert';

export const block: BlockDefinition = {
  name: 'previewCards',
  contract: previewCardsContract,
  extensions: [PreviewCards],
  codec: previewCardsCodec,
  slashOptions: [
    {
      title: 'slash.grayCards',
      description: 'slash.grayCardsThreeDescription',
      keywords: ['cards', 'gray', 'grey', 'three'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertGrayCards(3).run()) openSettingsOfInsertedBlock(editor);
      },
    },
    {
      title: 'slash.grayCards',
      description: 'slash.grayCardsFourDescription',
      keywords: ['cards', 'gray', 'grey', 'four'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertGrayCards(4).run()) openSettingsOfInsertedBlock(editor);
      },
    },
    {
      title: 'slash.whiteCards',
      description: 'slash.whiteCardsDescription',
      keywords: ['cards', 'white', 'four'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertWhiteCards().run()) openSettingsOfInsertedBlock(editor);
      },
    },
  ],
};
