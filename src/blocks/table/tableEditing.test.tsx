import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { documentOf, editorFor, headlessEditor, pressKey, savedBlocks, savedParagraph } from '../../editor/blockTesting';
import { hasTableEditing, loadedTables } from './tableEditing';

// prosemirror-tables arrives only when the test lets it, so the editor can be used before it has loaded.
const tablesModule = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { requested: false, release, released };
});
vi.mock('@tiptap/pm/tables', async (importOriginal) => {
  tablesModule.requested = true;
  await tablesModule.released;
  return importOriginal();
});

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

const element = { direction: 'ltr', format: '', indent: 0 };
const cell = (text: string, headerState: number): SavedNode => ({
  type: 'tablecell',
  version: 1,
  headerState,
  colSpan: 1,
  rowSpan: 1,
  backgroundColor: null,
  ...element,
  children: [savedParagraph(text)],
});
const savedTable = (...rows: string[][]): SavedNode => ({
  type: 'table',
  version: 1,
  rows: rows.length,
  columns: rows[0].length,
  children: rows.map((row, index) => ({ type: 'tablerow', version: 1, children: row.map((text) => cell(text, index === 0 ? 1 : 0)) })),
});
const texts = (table: SavedNode) =>
  table.children!.map((row) => row.children!.map((saved) => saved.children![0].children?.[0]?.text ?? ''));
const cellText = (editor: Editor) => editor.state.selection.$from.parent.textContent;

describe('prosemirror-tables, loaded apart from the editor', () => {
  it('is asked for once an editor without a table has mounted, not before', async () => {
    const editor = headlessEditor();
    editors.push(editor);
    expect(tablesModule.requested).toBe(false);
    await waitFor(() => expect(tablesModule.requested).toBe(true));
    expect(loadedTables()).toBeNull();
  });

  it('takes Tab and the menu choices made before it has loaded, and carries them out once it has', async () => {
    const user = userEvent.setup();
    let current: Editor | null = null;
    render(
      <DocumentEditor
        initial={documentOf(savedTable(['A', 'B'], ['C', 'D']))}
        editable
        label="Body"
        onEditor={(value) => (current = value)}
      />,
    );
    const editor = current!;
    const outside = editorFor(documentOf(savedParagraph('Text')));
    editors.push(outside);
    act(() => {
      editor.commands.setTextSelection(4);
    });
    expect(cellText(editor)).toBe('A');
    expect(pressKey(editor, 'Tab', { shiftKey: true })).toBe(false);
    expect(pressKey(outside, 'Tab')).toBe(false);
    expect(pressKey(editor, 'Tab')).toBe(true);

    const body = screen.getByRole('textbox', { name: 'Body' });
    await user.click(await within(body).findByRole('button', { name: 'Table options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add row below' }));
    await user.click(await within(body).findByRole('button', { name: 'Table options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add column right' }));
    expect(loadedTables()).toBeNull();
    expect(cellText(editor)).toBe('A');
    expect(savedBlocks(editor)[0]).toMatchObject({ rows: 2, columns: 2 });

    await act(async () => {
      tablesModule.release();
      await waitFor(() => expect(savedBlocks(editor)[0]).toMatchObject({ rows: 3, columns: 3 }));
    });
    expect(texts(savedBlocks(editor)[0])).toEqual([
      ['A', 'B', ''],
      ['', '', ''],
      ['C', 'D', ''],
    ]);
    expect(hasTableEditing(editor)).toBe(true);
  });

  it('moves between cells with Tab and Shift+Tab, and the menu adds and removes rows and columns, once it has loaded', async () => {
    const user = userEvent.setup();
    let current: Editor | null = null;
    render(
      <DocumentEditor
        initial={documentOf(savedTable(['A', 'B'], ['C', 'D']))}
        editable
        label="Body"
        onEditor={(value) => (current = value)}
      />,
    );
    const editor = current!;
    await waitFor(() => expect(hasTableEditing(editor)).toBe(true));
    act(() => {
      editor.commands.setTextSelection(4);
    });
    expect(pressKey(editor, 'Tab')).toBe(true);
    expect(cellText(editor)).toBe('B');
    expect(pressKey(editor, 'Tab')).toBe(true);
    expect(cellText(editor)).toBe('C');
    expect(pressKey(editor, 'Tab', { shiftKey: true })).toBe(true);
    expect(cellText(editor)).toBe('B');

    const body = screen.getByRole('textbox', { name: 'Body' });
    const choose = async (name: string) => {
      await user.click(await within(body).findByRole('button', { name: 'Table options' }));
      await user.click(await screen.findByRole('menuitem', { name }));
    };
    await choose('Add row above');
    await choose('Add column left');
    expect(texts(savedBlocks(editor)[0])).toEqual([
      ['', '', ''],
      ['A', '', 'B'],
      ['C', '', 'D'],
    ]);
    await choose('Remove row');
    await choose('Remove column');
    expect(savedBlocks(editor)[0]).toMatchObject({ rows: 2, columns: 2 });
    await choose('Remove table');
    expect(savedBlocks(editor).some((block) => block.type === 'table')).toBe(false);
  });

  it('gives its plugin to an editor only when the cursor goes into a table, so an open block picker keeps its menu', async () => {
    const editor = editorFor(documentOf(savedParagraph('Before'), savedTable(['A', 'B'])));
    editors.push(editor);
    await waitFor(() => expect(loadedTables()).not.toBeNull());
    const plugins = editor.state.plugins.length;
    editor.commands.insertContent('/');
    expect(hasTableEditing(editor)).toBe(false);
    expect(editor.state.plugins.length).toBe(plugins);
    editor.commands.setTextSelection(editor.state.doc.firstChild!.nodeSize + 4);
    expect(cellText(editor)).toBe('A');
    await waitFor(() => expect(hasTableEditing(editor)).toBe(true));
  });
});
