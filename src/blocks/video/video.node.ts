import { videoContract } from '../../../contract/blocks/video';
import { attributesOf } from '../../editor/kit/contractAttributes';
import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { insertAtomBlock } from '../insertAtomBlock';
import { changeUploadingNode, setNodeAttributes } from '../uploadingNode';
import { VideoView } from './VideoView';
import { VIDEO_NODE, type VideoFields } from './video.schema';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a video whose upload `uploadId` is under way; it shows "Video Uploading..." until the upload ends. */
      insertVideoUpload: (uploadId: string) => ReturnType;
      /** Gives the video of upload `uploadId` its src; false when the block is gone. */
      completeVideoUpload: (uploadId: string, src: string) => ReturnType;
      /** Removes the video of a failed upload. */
      removeVideoUpload: (uploadId: string) => ReturnType;
      /** Changes fields of the video at `pos`. */
      setVideo: (pos: number, fields: Partial<VideoFields>) => ReturnType;
    };
  }
}

export const VideoNode = Node.create({
  name: VIDEO_NODE,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => attributesOf(videoContract, { uploadId: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'figure[data-video-node]' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes, { 'data-video-node': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(VideoView);
  },
  addCommands() {
    return {
      insertVideoUpload: (uploadId) => insertAtomBlock({ type: VIDEO_NODE, attrs: { uploadId } }),
      completeVideoUpload: (uploadId, src) =>
        changeUploadingNode(VIDEO_NODE, uploadId, ({ pos }) => setNodeAttributes(VIDEO_NODE, pos, { src, uploadId: null })),
      removeVideoUpload: (uploadId) =>
        changeUploadingNode(VIDEO_NODE, uploadId, ({ node, pos }) => ({ tr, dispatch }) => {
          if (dispatch) tr.delete(pos, pos + node.nodeSize);
          return true;
        }),
      setVideo: (pos, fields) => setNodeAttributes(VIDEO_NODE, pos, fields),
    };
  },
});
