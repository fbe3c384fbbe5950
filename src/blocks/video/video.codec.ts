import { videoContract } from '../../../contract/blocks/video';
import type { SavedNode } from '../../../contract/document';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf } from '../../editor/kit/savedFields';
import { withChangedFields } from '../changedFields';
import { storedPositionOf } from '../image/image.schema';
import { VIDEO_NODE, videoDefaults, type VideoFields } from './video.schema';
import { shownMediaSource } from '../../../contract/links';

export function videoFieldsOf(node: SavedNode): VideoFields {
  return { src: String(node.src), caption: typeof node.caption === 'string' ? node.caption : '', position: storedPositionOf(node) };
}

/** video-node <-> videoNode; a video without a src, or with children, stays inert. */
export const videoCodec: BlockCodec = {
  savedTypes: videoContract.savedTypes,
  editorTypes: [VIDEO_NODE],
  toEditor(node) {
    const captionOk = node.caption === undefined || node.caption === null || typeof node.caption === 'string';
    if (typeof node.src !== 'string' || !captionOk || node.children !== undefined) return { type: 'inertBlock', attrs: { saved: node } };
    return { type: VIDEO_NODE, attrs: { ...videoFieldsOf(node), src: shownMediaSource(node.src), lexical: fieldsOf(node) } };
  },
  fromEditor(node) {
    const attrs = node.attrs ?? {};
    const values: VideoFields = { src: attrs.src ?? '', caption: attrs.caption ?? '', position: attrs.position ?? videoDefaults.position };
    const stored = attrs.lexical as Record<string, unknown> | null;
    const read = stored ? videoFieldsOf({ type: 'video-node', ...stored } as SavedNode) : videoDefaults;
    const saved = withChangedFields('video-node', stored, { ...read }, { ...values }, { ...values });
    if (stored && read.position !== values.position) delete saved.width;
    return saved;
  },
};
