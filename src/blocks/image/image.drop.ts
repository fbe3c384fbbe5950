import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { blockDepth } from '../../editor/kit/blockPositions';
import { useEditingPage } from '../../store/editingPage';
import { uploadImageFiles } from './image.upload';

/** The locale of the page open in the editor (its route's), for the messages of dropped and pasted files. */
const editingLocale = () => useEditingPage.getState().page?.locale ?? 'en';

/** Files dropped on or pasted into the editor upload as images, each where it was dropped or at the cursor. */
export const ImageDrop = Extension.create({
  name: 'imageDrop',
  addProseMirrorPlugins() {
    const editor = this.editor;
    return [
      new Plugin({
        key: new PluginKey('imageDrop'),
        props: {
          handleDrop(view, event, _slice, moved) {
            const files = [...(event.dataTransfer?.files ?? [])];
            if (moved || !files.length || !view.editable) return false;
            event.preventDefault();
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            const $pos = at ? view.state.doc.resolve(at.pos) : null;
            uploadImageFiles(editor, files, $pos && blockDepth($pos) > 0 ? $pos.after(blockDepth($pos)) : $pos?.pos, editingLocale());
            return true;
          },
          handlePaste(view, event) {
            const files = [...(event.clipboardData?.files ?? [])];
            if (!files.length || !view.editable) return false;
            event.preventDefault();
            uploadImageFiles(editor, files, undefined, editingLocale());
            return true;
          },
        },
      }),
    ];
  },
});
