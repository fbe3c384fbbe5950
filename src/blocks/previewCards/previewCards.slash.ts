import type { BlockDefinition } from '../types';
import { previewCardsCodec } from './previewCards.codec';
import { PreviewCards } from './previewCards.node';
import { openSettingsOfInsertedBlock } from '../openSettingsOnInsert';

export const previewCardsBlock: BlockDefinition = {
  name: 'previewCards',
  extensions: [PreviewCards],
  codec: previewCardsCodec,
  slashOptions: [
    {
      title: 'Gray Preview Cards',
      description: 'Add a row of three standard cards',
      keywords: ['cards', 'gray', 'grey', 'three'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertGrayCards(3).run()) openSettingsOfInsertedBlock(editor);
      },
    },
    {
      title: 'Gray Preview Cards',
      description: 'Add a row of four standard cards',
      keywords: ['cards', 'gray', 'grey', 'four'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertGrayCards(4).run()) openSettingsOfInsertedBlock(editor);
      },
    },
    {
      title: 'White Preview Cards',
      description: 'Add a row of cards with no shading',
      keywords: ['cards', 'white', 'four'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertWhiteCards().run()) openSettingsOfInsertedBlock(editor);
      },
    },
  ],
};
