import { leadImageContract } from '../../../contract/blocks/leadImage';
import type { SavedNode } from '../../../contract/document';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf } from '../../editor/kit/savedFields';
import { withChangedFields } from '../changedFields';
import { LEAD_IMAGE_NODE, leadImageDefaults, leadImageFieldsOf, type LeadImageFields } from './leadImage.schema';
import { shownMediaSource } from '../../../contract/links';

const TEXT_FIELDS = ['tagline', 'image', 'image_caption', 'image_alt'] as const;

/** lead-image <-> leadImage; one whose text fields are not text, or that has children, stays inert. */
export const leadImageCodec: BlockCodec = {
  savedTypes: leadImageContract.savedTypes,
  editorTypes: [LEAD_IMAGE_NODE],
  toEditor(node) {
    const malformed = TEXT_FIELDS.some((field) => node[field] !== undefined && node[field] !== null && typeof node[field] !== 'string');
    if (malformed || node.children !== undefined) return { type: 'inertBlock', attrs: { saved: node } };
    return { type: LEAD_IMAGE_NODE, attrs: { ...leadImageFieldsOf(node), image: shownMediaSource(node.image), lexical: fieldsOf(node) } };
  },
  fromEditor(node) {
    const attrs = node.attrs ?? {};
    const values: LeadImageFields = {
      tagline: attrs.tagline ?? '',
      image: attrs.image ?? '',
      image_caption: attrs.image_caption ?? '',
      isVideo: attrs.isVideo === true,
      image_alt: attrs.image_alt ?? '',
      image_decorative: attrs.image_decorative === true,
    };
    const stored = attrs.lexical as Record<string, unknown> | null;
    const read = stored ? leadImageFieldsOf({ type: 'lead-image', ...stored } as SavedNode) : leadImageDefaults;
    return withChangedFields('lead-image', stored, { ...read }, { ...values }, { ...values });
  },
};
