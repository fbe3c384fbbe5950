import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Fragment, Slice } from '@tiptap/pm/model';

/** Spec 2.3: pasting strips formatting; the pasted text is split on newlines into paragraphs. */
export const PlainPaste = Extension.create({
  name: 'plainPaste',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('plainPaste'),
        props: {
          handlePaste(view, event) {
            const data = event.clipboardData;
            if (!data || data.files.length > 0) return false;
            const text = data.getData('text/plain');
            if (!text) return false;
            const { schema } = view.state;
            const lines = text.replace(/\r\n?/g, '\n').split('\n');
            if (lines.length === 1 && !lines[0]) return true;
            const slice =
              lines.length === 1
                ? new Slice(Fragment.from(schema.text(lines[0])), 0, 0)
                : new Slice(Fragment.from(lines.map((line) => schema.nodes.paragraph.create(null, line ? schema.text(line) : null))), 1, 1);
            view.dispatch(view.state.tr.replaceSelection(slice).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});
