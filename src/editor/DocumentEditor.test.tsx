import { act, render } from '@testing-library/react';
import { Editor as CoreEditor } from '@tiptap/core';
import type { Editor } from '@tiptap/react';
import { prosemirrorJSONToYXmlFragment } from 'y-prosemirror';
import { Awareness } from 'y-protocols/awareness';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { SavedDocument } from '../../contract/document';
import { LiveCollaboration } from './collab/liveCollaboration';
import { DocumentEditor } from './DocumentEditor';
import { savedToEditor } from './document/codec';
import { schemaExtensions } from './schemaExtensions';

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
});

const saved = {
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph('The pier'), paragraph('The tide')] },
} as unknown as SavedDocument;

/** The session's state as the server seeds it from the saved document. */
function seededSession() {
  const doc = new Y.Doc();
  const schemaEditor = new CoreEditor({ extensions: schemaExtensions(), content: null });
  prosemirrorJSONToYXmlFragment(schemaEditor.schema, savedToEditor(saved), doc.getXmlFragment('body'));
  schemaEditor.destroy();
  return doc;
}

describe('the page editor in a live session', () => {
  it('lets go of the document it opened on once bound to the session, and still takes keys into it', async () => {
    const doc = seededSession();
    const ready = Promise.resolve();
    let bound = false;
    const live = [
      LiveCollaboration.configure({
        fragment: doc.getXmlFragment('body'),
        awareness: new Awareness(doc),
        ready,
        onBound: () => (bound = true),
      }),
    ];
    let editor: Editor | null = null;
    const onEditor = (made: Editor | null) => (editor = made ?? editor);
    const view = render(<DocumentEditor initial={saved} editable label="Page body" live={live} onEditor={onEditor} />);
    await act(async () => {
      await ready;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(bound).toBe(true);
    const opened = editor! as Editor;
    // No timer at each change for Tiptap's "delete" event, which nothing listens to.
    expect(opened.extensionManager.extensions.map((extension) => extension.name)).not.toContain('delete');
    expect(opened.extensionManager.extensions.map((extension) => extension.name)).toContain('keymap');
    // Until the page follows the session (EditorWorkspace) the editor holds the saved page as it was loaded.
    expect(opened.options.content).not.toBeNull();
    // Following it, the first document is no longer held anywhere.
    view.rerender(<DocumentEditor initial={saved} editable label="Page body" live={live} onEditor={onEditor} following />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(opened.options.content).toBeNull();
    expect(opened.getText({ blockSeparator: '\n' })).toBe('The pier\nThe tide');
    act(() => void opened.chain().focus('end').insertContent(' was high').run());
    expect(doc.getXmlFragment('body').toString()).toContain('The tide was high');
    view.unmount();
  });
});
