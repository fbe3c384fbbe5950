import { bannerContract } from '../../../contract/blocks/banner';
import { attributesOf } from '../../editor/kit/contractAttributes';
import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { insertAtomBlock } from '../insertAtomBlock';
import { BannerView } from './BannerView';
import { BANNER_NODE, type BannerFields } from './banner.schema';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    banner: {
      /** Inserts an empty banner; its settings dialog fills it in. */
      insertBanner: () => ReturnType;
      /** Changes the title, description or link of the banner at `pos`. */
      setBanner: (pos: number, fields: Partial<BannerFields>) => ReturnType;
    };
  }
}

export const Banner = Node.create({
  name: BANNER_NODE,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => attributesOf(bannerContract),
  parseHTML: () => [{ tag: 'div[data-banner]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-banner': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(BannerView);
  },
  addCommands() {
    return {
      insertBanner: () => insertAtomBlock({ type: BANNER_NODE }),
      setBanner:
        (pos, fields) =>
        ({ tr, state, dispatch }) => {
          const node = state.doc.nodeAt(pos);
          if (node?.type.name !== BANNER_NODE) return false;
          if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...fields });
          return true;
        },
    };
  },
});
