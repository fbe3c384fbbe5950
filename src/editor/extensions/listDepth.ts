import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';

export const MAX_LIST_DEPTH = 2;
const LIST_TYPES = new Set(['bulletList', 'orderedList']);

function deepestListIn(node: ProseMirrorNode, depth = 0): number {
  let deepest = depth;
  node.forEach((child) => {
    const here = LIST_TYPES.has(child.type.name) ? depth + 1 : depth;
    if (here > MAX_LIST_DEPTH) deepest = here;
    else deepest = Math.max(deepest, deepestListIn(child, here));
  });
  return deepest;
}

/** Spec 2.3: lists nest at most two levels deep. Refuses any change that would nest them deeper. */
export const ListDepth = Extension.create({
  name: 'listDepth',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('listDepth'),
        filterTransaction(transaction) {
          if (!transaction.docChanged) return true;
          const { doc } = transaction;
          const size = doc.content.size;
          let allowed = true;
          transaction.mapping.maps.forEach((map, index) => {
            const later = transaction.mapping.slice(index + 1);
            map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
              const from = Math.min(size, Math.max(0, later.map(newStart, -1)));
              const to = Math.min(size, Math.max(from, later.map(newEnd, 1)));
              doc.nodesBetween(from, to, (node) => {
                if (LIST_TYPES.has(node.type.name) && deepestListIn(node, 1) > MAX_LIST_DEPTH) allowed = false;
                return false;
              });
            });
          });
          return allowed;
        },
      }),
    ];
  },
});
