import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export interface PlaceholderOptions {
  /** Shown in the empty editor (spec 2.3). */
  empty: string;
  /** By node type: shown in an empty node of that type, or an empty paragraph directly inside one. */
  byType: Record<string, string>;
}

function placeholderDecoration(pos: number, size: number, text: string) {
  return Decoration.node(pos, pos + size, { class: 'is-empty', 'data-placeholder': text });
}

/** Placeholders for the empty editor and for empty parts of blocks (an accordion's title and content, ...). */
export const Placeholders = Extension.create<PlaceholderOptions>({
  name: 'placeholders',
  addOptions: () => ({ empty: '', byType: {} }),
  addProseMirrorPlugins() {
    const { empty, byType } = this.options;
    const editor = this.editor;
    return [
      new Plugin({
        key: new PluginKey('placeholders'),
        props: {
          decorations(state) {
            if (!editor.isEditable) return null;
            const { doc } = state;
            const decorations: Decoration[] = [];
            const first = doc.firstChild;
            if (doc.childCount === 1 && first?.isTextblock && first.content.size === 0) {
              decorations.push(placeholderDecoration(0, first.nodeSize, empty));
            }
            doc.descendants((node, pos, parent) => {
              if (!node.isTextblock) return true;
              if (node.content.size === 0) {
                const text = byType[node.type.name] ?? (parent ? byType[parent.type.name] : undefined);
                if (text) decorations.push(placeholderDecoration(pos, node.nodeSize, text));
              }
              return false;
            });
            return decorations.length ? DecorationSet.create(doc, decorations) : null;
          },
        },
      }),
    ];
  },
});
