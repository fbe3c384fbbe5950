import { leadImageContract } from '../../../contract/blocks/leadImage';
import { attributesOf } from '../../editor/kit/contractAttributes';
import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { insertAtomBlock } from '../insertAtomBlock';
import { changeUploadingNode, setNodeAttributes } from '../uploadingNode';
import { LeadImageView } from './LeadImageView';
import { LEAD_IMAGE_NODE, type LeadImageFields } from './leadImage.schema';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    leadImage: {
      /** Inserts an empty lead image: a tagline and an uploader for its image or video. */
      insertLeadImage: () => ReturnType;
      /** Changes fields of the lead image at `pos`. */
      setLeadImage: (pos: number, fields: Partial<LeadImageFields>) => ReturnType;
      /** Marks the lead image at `pos` as uploading `uploadId` ("Uploading ..."). */
      startLeadImageUpload: (pos: number, uploadId: string) => ReturnType;
      /** Ends upload `uploadId`: with its media when it succeeded, unchanged when it failed. */
      endLeadImageUpload: (uploadId: string, media?: { image: string; isVideo: boolean }) => ReturnType;
    };
  }
}

export const LeadImage = Node.create({
  name: LEAD_IMAGE_NODE,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => attributesOf(leadImageContract, { uploadId: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'div[data-lead-image]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-lead-image': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(LeadImageView);
  },
  addCommands() {
    return {
      insertLeadImage: () => insertAtomBlock({ type: LEAD_IMAGE_NODE }),
      setLeadImage: (pos, fields) => setNodeAttributes(LEAD_IMAGE_NODE, pos, fields),
      startLeadImageUpload: (pos, uploadId) => (props) => {
        props.tr.setMeta('addToHistory', false);
        return setNodeAttributes(LEAD_IMAGE_NODE, pos, { uploadId })(props);
      },
      endLeadImageUpload: (uploadId, media) =>
        changeUploadingNode(LEAD_IMAGE_NODE, uploadId, ({ pos }) => setNodeAttributes(LEAD_IMAGE_NODE, pos, { ...media, uploadId: null })),
    };
  },
});
