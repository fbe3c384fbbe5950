import { Extension } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { ENTER_BLOCKED_EVENT, NEW_PARAGRAPH_EVENT } from '../editorEvents';

/**
 * Spec 2.3: Enter alone is blocked; Shift+Enter starts a new paragraph (a new item inside a list). Tab and Shift+Tab
 * indent list items (the list depth rule caps nesting).
 */
export const KeyboardRules = Extension.create({
  name: 'keyboardRules',
  priority: 120,
  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        editor.view.dom.dispatchEvent(new CustomEvent(ENTER_BLOCKED_EVENT));
        return true;
      },
      'Shift-Enter': ({ editor }) => {
        const { $from, empty } = editor.state.selection;
        // An accordion's title is one line: Shift+Enter goes on to its content, opening it when closed.
        if ($from.parent.type.name === 'collapsibleTitle') {
          const container = $from.node($from.depth - 1);
          const containerPos = $from.before($from.depth - 1);
          const contentStart = $from.after();
          return editor
            .chain()
            .command(({ tr }) => {
              if (!container.attrs.open) tr.setNodeMarkup(containerPos, undefined, { ...container.attrs, open: true });
              tr.setSelection(TextSelection.near(tr.doc.resolve(contentStart + 2))).scrollIntoView();
              return true;
            })
            .run();
        }
        if (editor.isActive('listItem')) {
          // Shift+Enter on an empty item leaves the list (or goes out one level), as in every word processor.
          if (empty && $from.parent.content.size === 0) return editor.commands.liftListItem('listItem');
          return editor.commands.splitListItem('listItem');
        }
        if (!editor.commands.splitBlock({ keepMarks: false })) return false;
        editor.view.dom.dispatchEvent(new CustomEvent(NEW_PARAGRAPH_EVENT));
        if (!editor.isActive('paragraph')) editor.commands.setParagraph();
        return true;
      },
      Tab: ({ editor }) => (editor.isActive('listItem') ? editor.commands.sinkListItem('listItem') : false),
      'Shift-Tab': ({ editor }) => (editor.isActive('listItem') ? editor.commands.liftListItem('listItem') : false),
    };
  },
});
