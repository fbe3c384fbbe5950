import { Extension } from '@tiptap/core';

/**
 * Spec 2.3: Enter alone is blocked; Shift+Enter starts a new paragraph (a new item inside a list). Tab and Shift+Tab
 * indent list items (the list depth rule caps nesting).
 */
export const KeyboardRules = Extension.create({
  name: 'keyboardRules',
  priority: 120,
  addKeyboardShortcuts() {
    return {
      Enter: () => true,
      'Shift-Enter': ({ editor }) => {
        if (editor.isActive('listItem')) return editor.commands.splitListItem('listItem');
        if (!editor.commands.splitBlock({ keepMarks: false })) return false;
        if (!editor.isActive('paragraph')) editor.commands.setParagraph();
        return true;
      },
      Tab: ({ editor }) => (editor.isActive('listItem') ? editor.commands.sinkListItem('listItem') : false),
      'Shift-Tab': ({ editor }) => (editor.isActive('listItem') ? editor.commands.liftListItem('listItem') : false),
    };
  },
});
