import { videoContract } from '../../../contract/blocks/video';
import type { BlockDefinition } from '../types';
import { videoCodec } from './video.codec';
import { VideoNode } from './video.node';
import { chooseAndUploadVideo } from './video.upload';

export const block: BlockDefinition = {
  name: 'video',
  contract: videoContract,
  extensions: [VideoNode],
  codec: videoCodec,
  slashOptions: [
    {
      title: 'slash.video',
      keywords: ['video', 'film', 'movie', 'upload'],
      run: (editor, range, locale) => {
        editor.chain().focus().deleteRange(range).run();
        void chooseAndUploadVideo(editor, locale);
      },
    },
  ],
};
