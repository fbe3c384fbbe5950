import type { BlockCodec } from '../../editor/document/codec';
import { fieldsOf, withFields } from '../../editor/document/savedFields';

/** time-location-node <-> timeLocation; it has no stored fields of its own, and any it carries are kept. */
export const timeLocationCodec: BlockCodec = {
  savedTypes: ['time-location-node'],
  editorTypes: ['timeLocation'],
  toEditor(node) {
    if (node.children !== undefined) return { type: 'inertBlock', attrs: { saved: node } };
    return { type: 'timeLocation', attrs: { lexical: fieldsOf(node) } };
  },
  fromEditor(node) {
    return withFields('time-location-node', node.attrs?.lexical, { version: 1 });
  },
};
