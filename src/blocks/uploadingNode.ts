import type { Command } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

export interface FoundNode {
  node: ProseMirrorNode;
  pos: number;
}

function findUploading(doc: ProseMirrorNode, type: string, uploadId: string): FoundNode | null {
  let found: FoundNode | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (node.type.name === type && node.attrs.uploadId === uploadId) found = { node, pos };
    return node.isBlock && !node.isAtom;
  });
  return found;
}

/**
 * A command on the node of `type` whose upload `uploadId` is under way, found wherever edits have moved it; false when
 * it is gone. Outside the undo history, so undoing never brings back a finished upload's placeholder.
 */
export function changeUploadingNode(type: string, uploadId: string, change: (found: FoundNode) => Command): Command {
  return (props) => {
    const found = findUploading(props.state.doc, type, uploadId);
    if (!found) return false;
    props.tr.setMeta('addToHistory', false);
    return change(found)(props);
  };
}

/** Sets attributes of the node at `pos` when it is of `type`. */
export function setNodeAttributes(type: string, pos: number, attrs: Record<string, unknown>): Command {
  return ({ tr, state, dispatch }) => {
    const node = state.doc.nodeAt(pos);
    if (node?.type.name !== type) return false;
    if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attrs });
    return true;
  };
}
