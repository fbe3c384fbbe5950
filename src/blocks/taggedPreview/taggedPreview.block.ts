import { taggedPreviewContract } from '../../../contract/blocks/taggedPreview';
import type { BlockDefinition } from '../types';
import { taggedPreviewCodec } from './taggedPreview.codec';
import { TaggedPreview } from './taggedPreview.node';
import { openSettingsOfInsertedBlock } from '../openSettingsOnInsert';

export const block: BlockDefinition = {
  name: 'taggedPreview',
  contract: taggedPreviewContract,
  extensions: [TaggedPreview],
  codec: taggedPreviewCodec,
  slashOptions: [
    {
      title: 'slash.taggedPreviews',
      keywords: ['cards', 'tagged', 'preview', 'two'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertTaggedPreviews().run()) openSettingsOfInsertedBlock(editor);
      },
    },
    {
      title: 'slash.taggedPreview',
      keywords: ['card', 'tagged', 'preview'],
      run: (editor, range) => {
        if (editor.chain().focus().deleteRange(range).insertTaggedPreview().run()) openSettingsOfInsertedBlock(editor);
      },
    },
  ],
};
