import type { BlockDefinition } from '../types';
import { taggedPreviewCodec } from './taggedPreview.codec';
import { TaggedPreview } from './taggedPreview.node';

export const taggedPreviewBlock: BlockDefinition = {
  name: 'taggedPreview',
  extensions: [TaggedPreview],
  codec: taggedPreviewCodec,
  slashOptions: [
    {
      title: 'Tagged previews',
      keywords: ['cards', 'tagged', 'preview', 'two'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertTaggedPreviews().run(),
    },
    {
      title: 'Tagged preview',
      keywords: ['card', 'tagged', 'preview'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertTaggedPreview().run(),
    },
  ],
};
