import { imageContract } from '../../../contract/blocks/image';
import type { SavedNode } from '../../../contract/document';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf } from '../../editor/kit/savedFields';
import { withChangedFields } from '../changedFields';
import { IMAGE_NODE, imageDefaults, storedPositionOf, type ImageFields } from './image.schema';
import { shownMediaSource } from '../../../contract/links';

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

export function imageFieldsOf(node: SavedNode): ImageFields {
  return {
    src: String(node.src),
    caption: typeof node.caption === 'string' ? node.caption : '',
    narrativeCaption: typeof node.narrativeCaption === 'string' ? node.narrativeCaption : '',
    position: storedPositionOf(node),
    isPlaceholder: node.isPlaceholder === true,
    altText: typeof node.altText === 'string' ? node.altText : '',
    decorative: node.decorative === true,
  };
}

/** inline-image <-> inlineImage, in both stored shapes (`position` or `width: "full"`); an image without a src stays inert. */
export const imageCodec: BlockCodec = {
  savedTypes: imageContract.savedTypes,
  editorTypes: [IMAGE_NODE],
  toEditor(node) {
    if (
      typeof node.src !== 'string' ||
      !optionalText(node.caption) ||
      !optionalText(node.narrativeCaption) ||
      node.children !== undefined
    ) {
      return { type: 'inertBlock', attrs: { saved: node } };
    }
    return { type: IMAGE_NODE, attrs: { ...imageFieldsOf(node), src: shownMediaSource(node.src), lexical: fieldsOf(node) } };
  },
  fromEditor(node) {
    const attrs = node.attrs ?? {};
    const values: ImageFields = {
      src: attrs.src ?? imageDefaults.src,
      caption: attrs.caption ?? imageDefaults.caption,
      narrativeCaption: attrs.narrativeCaption ?? imageDefaults.narrativeCaption,
      position: attrs.position ?? imageDefaults.position,
      isPlaceholder: attrs.isPlaceholder === true,
      altText: attrs.altText ?? imageDefaults.altText,
      decorative: attrs.decorative === true,
    };
    const stored = attrs.lexical as Record<string, unknown> | null;
    const read = stored ? imageFieldsOf({ type: 'inline-image', ...stored } as SavedNode) : imageDefaults;
    const saved = withChangedFields('inline-image', stored, { ...read }, { ...values }, { ...values });
    if (stored && read.position !== values.position) delete saved.width;
    return saved;
  },
};
