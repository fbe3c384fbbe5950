import { timeLocationContract } from '../../../contract/blocks/timeLocation';
import type { BlockCodec } from '../../editor/kit/blockCodec';
import { fieldsOf, withFields } from '../../editor/kit/savedFields';

/** time-location-node <-> timeLocation; it has no stored fields of its own, and any it carries are kept. */
export const timeLocationCodec: BlockCodec = {
  savedTypes: timeLocationContract.savedTypes,
  editorTypes: ['timeLocation'],
  toEditor(node) {
    if (node.children !== undefined) return { type: 'inertBlock', attrs: { saved: node } };
    return { type: 'timeLocation', attrs: { lexical: fieldsOf(node) } };
  },
  fromEditor(node) {
    return withFields('time-location-node', node.attrs?.lexical, { version: 1 });
  },
};
