import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { blockDepth } from './sections';

export interface PlaceholderOptions {
  /** Shown in the empty editor (spec 2.3). */
  empty: string;
  /** By node type: shown in an empty node of that type, or an empty paragraph directly inside one. */
  byType: Record<string, string>;
}

function placeholderDecoration(pos: number, size: number, text: string) {
  return Decoration.node(pos, pos + size, { class: 'is-empty', 'data-placeholder': text });
}

function placeholdersBetween(doc: ProseMirrorNode, from: number, to: number, byType: Record<string, string>): Decoration[] {
  const decorations: Decoration[] = [];
  doc.nodesBetween(from, to, (node, pos, parent) => {
    if (!node.isTextblock) return true;
    if (node.content.size === 0) {
      const text = byType[node.type.name] ?? (parent ? byType[parent.type.name] : undefined);
      if (text) decorations.push(placeholderDecoration(pos, node.nodeSize, text));
    }
    return false;
  });
  return decorations;
}

function changedBlocks(transaction: Transaction): Array<[number, number]> {
  const { doc } = transaction;
  const size = doc.content.size;
  const ranges: Array<[number, number]> = [];
  transaction.mapping.maps.forEach((map, index) => {
    const later = transaction.mapping.slice(index + 1);
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      const $from = doc.resolve(Math.min(size, Math.max(0, later.map(newStart, -1))));
      const $to = doc.resolve(Math.min(size, Math.max($from.pos, later.map(newEnd, 1))));
      const [fromDepth, toDepth] = [blockDepth($from), blockDepth($to)];
      ranges.push([fromDepth > 0 ? $from.before(fromDepth) : $from.pos, toDepth > 0 ? $to.after(toDepth) : $to.pos]);
    });
  });
  return ranges;
}

const placeholdersKey = new PluginKey<DecorationSet>('placeholders');

/** Placeholders for the empty editor and for empty parts of blocks (an accordion's title and content, ...). */
export const Placeholders = Extension.create<PlaceholderOptions>({
  name: 'placeholders',
  addOptions: () => ({ empty: '', byType: {} }),
  addProseMirrorPlugins() {
    const { empty, byType } = this.options;
    const editor = this.editor;
    return [
      new Plugin<DecorationSet>({
        key: placeholdersKey,
        state: {
          init: (_, { doc }) => DecorationSet.create(doc, placeholdersBetween(doc, 0, doc.content.size, byType)),
          // Only the changed blocks are looked at again, so typing costs the same in a long document as in a short one.
          apply(transaction, decorations) {
            if (!transaction.docChanged) return decorations;
            const { doc } = transaction;
            let next = decorations.map(transaction.mapping, doc);
            for (const [from, to] of changedBlocks(transaction)) {
              next = next.remove(next.find(from, to).filter((decoration) => decoration.from >= from && decoration.to <= to));
              next = next.add(doc, placeholdersBetween(doc, from, to, byType));
            }
            return next;
          },
        },
        props: {
          decorations(state) {
            if (!editor.isEditable) return null;
            const { doc } = state;
            const decorations = placeholdersKey.getState(state)!;
            const first = doc.firstChild;
            if (doc.childCount === 1 && first?.isTextblock && first.content.size === 0) {
              return decorations.add(doc, [placeholderDecoration(0, first.nodeSize, empty)]);
            }
            return decorations;
          },
        },
      }),
    ];
  },
});
