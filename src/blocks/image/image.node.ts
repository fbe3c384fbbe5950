import { imageContract } from '../../../contract/blocks/image';
import { attributesOf } from '../../editor/kit/contractAttributes';
import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { PLACEHOLDER_IMAGE_SRC } from '../../../contract';
import { endOfBlocks, lastBlock } from '../../editor/kit/blockPositions';
import { insertAtomBlock } from '../insertAtomBlock';
import { changeUploadingNode, setNodeAttributes } from '../uploadingNode';
import { ImageView } from './ImageView';
import { IMAGE_NODE, type ImageFields } from './image.schema';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    image: {
      /** Inserts an image whose upload `uploadId` is under way (spec 4.2: src `placeholder-loading-image`), at `at` or after the cursor's block. */
      insertImagePlaceholder: (uploadId: string, at?: number) => ReturnType;
      /** Gives the placeholder of upload `uploadId` its real src; false when the placeholder is gone. */
      completeImageUpload: (uploadId: string, src: string) => ReturnType;
      /** Removes the placeholder of a failed upload. */
      removeImageUpload: (uploadId: string) => ReturnType;
      /** Changes fields of the image at `pos`. */
      setImage: (pos: number, fields: Partial<ImageFields>) => ReturnType;
    };
  }
}

export const InlineImage = Node.create({
  name: IMAGE_NODE,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => attributesOf(imageContract, { uploadId: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'figure[data-inline-image]' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes, { 'data-inline-image': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(ImageView);
  },
  addCommands() {
    return {
      insertImagePlaceholder: (uploadId, at) => (props) => {
        const content = { type: IMAGE_NODE, attrs: { src: PLACEHOLDER_IMAGE_SRC, isPlaceholder: true, uploadId } };
        const { $from } = props.state.selection;
        if (at === undefined && $from.parent.isTextblock && $from.parent.content.size === 0) return insertAtomBlock(content)(props);
        if (!props.commands.insertContentAt(at ?? ($from.depth > 0 ? $from.after($from.depth) : $from.pos), content)) return false;
        const { doc } = props.tr;
        if (!lastBlock(doc)?.isTextblock) props.tr.insert(endOfBlocks(doc), props.state.schema.nodes.paragraph.create());
        return true;
      },
      completeImageUpload: (uploadId, src) =>
        changeUploadingNode(IMAGE_NODE, uploadId, ({ pos }) =>
          setNodeAttributes(IMAGE_NODE, pos, { src, isPlaceholder: false, uploadId: null }),
        ),
      removeImageUpload: (uploadId) =>
        changeUploadingNode(IMAGE_NODE, uploadId, ({ node, pos }) => ({ tr, dispatch }) => {
          if (dispatch) tr.delete(pos, pos + node.nodeSize);
          return true;
        }),
      setImage: (pos, fields) => setNodeAttributes(IMAGE_NODE, pos, fields),
    };
  },
});
