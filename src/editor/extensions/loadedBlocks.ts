import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { SavedDocument } from '../../../contract/document';
import { rememberLoadedBlocks } from '../document/codec';

/**
 * Remembers the saved blocks of the document the editor opens with, from its very first state (before any key can
 * reach it), so that blocks left untouched save back exactly as they were loaded (see `documentOfEditor`).
 */
export const LoadedBlocks = Extension.create<{ document: SavedDocument | null }>({
  name: 'loadedBlocks',
  addOptions: () => ({ document: null }),
  addProseMirrorPlugins() {
    const { document } = this.options;
    let remembered = false;
    return [
      new Plugin({
        key: new PluginKey('loadedBlocks'),
        state: {
          init: (_config, state) => {
            if (document && !remembered) rememberLoadedBlocks(state.doc, document);
            remembered = true;
            return null;
          },
          apply: () => null,
        },
      }),
    ];
  },
});
