import { imageContract } from '../../../contract/blocks/image';
import { isUploading } from '../../store/uploads';
import type { BlockDefinition } from '../types';
import { imageCodec } from './image.codec';
import { ImageDrop } from './image.drop';
import { InlineImage } from './image.node';
import { chooseAndUploadImage } from './image.upload';

export const block: BlockDefinition = {
  name: 'image',
  contract: imageContract,
  extensions: [InlineImage, ImageDrop],
  codec: imageCodec,
  slashOptions: [
    {
      title: 'slash.image',
      keywords: ['image', 'picture', 'photo', 'upload'],
      busy: () => (isUploading('image') ? 'image.uploading' : null),
      run: (editor, range, locale) => {
        editor.chain().focus().deleteRange(range).run();
        void chooseAndUploadImage(editor, locale);
      },
    },
  ],
};
