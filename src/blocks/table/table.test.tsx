import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { BLOCK_SETTINGS_EVENT } from '../../editor/BlockControls';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { documentOf, editorFor, headlessEditor, pressKey, savedBlocks, savedParagraph, editorBlockTypes } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { runTableAction, tableActions } from './tableCommands';
import { enableTableEditing } from './tableEditing';
import { findDialog } from '../../../tests/dom/findDialog';

let editor: Editor;
afterEach(() => editor?.destroy());

const layout = { getClientRects: Range.prototype.getClientRects, getBoundingClientRect: Range.prototype.getBoundingClientRect };
beforeAll(() => {
  // jsdom does no layout; scrolling a new table into view only needs some rectangle.
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterAll(() => Object.assign(Range.prototype, layout));

const element = { direction: 'ltr', format: '', indent: 0 };
const cell = (text: string, headerState = 0, extra: Record<string, unknown> = {}): SavedNode => ({
  type: 'tablecell',
  version: 1,
  headerState,
  colSpan: 1,
  rowSpan: 1,
  backgroundColor: null,
  ...element,
  children: [savedParagraph(text)],
  ...extra,
});
const savedTable = (...rows: string[][]): SavedNode => ({
  type: 'table',
  version: 1,
  rows: rows.length,
  columns: Math.max(...rows.map((row) => row.length)),
  children: rows.map((row, index) => ({ type: 'tablerow', version: 1, children: row.map((text) => cell(text, index === 0 ? 1 : 0)) })),
});
const texts = (table: SavedNode) =>
  table.children!.map((row) => row.children!.map((saved) => saved.children![0].children?.[0]?.text ?? ''));

describe('table block', () => {
  it('is offered in the picker as "Table"', () => {
    expect(slashOptions().find((option) => option.title === 'Table')).toMatchObject({ title: 'Table' });
  });

  it('is saved as table with rows and columns, tablerows and tablecells holding paragraphs; the first row is the header', () => {
    editor = headlessEditor();
    editor.commands.insertTableOfSize({ rows: 3, columns: 2 });
    const [table] = savedBlocks(editor);
    expect(table).toEqual({
      type: 'table',
      version: 1,
      rows: 3,
      columns: 2,
      children: [0, 1, 2].map((row) => ({
        type: 'tablerow',
        version: 1,
        children: [cell('', row === 0 ? 1 : 0), cell('', row === 0 ? 1 : 0)],
      })),
    });
  });

  it('inserts a one-row table without a header row', () => {
    editor = headlessEditor();
    editor.commands.insertTableOfSize({ rows: 1, columns: 1 });
    expect(savedBlocks(editor)[0]).toEqual({
      type: 'table',
      version: 1,
      rows: 1,
      columns: 1,
      children: [{ type: 'tablerow', version: 1, children: [cell('')] }],
    });
  });

  it('loads and saves a stored table unchanged, with the fields it does not know', () => {
    const stored = savedTable(['Service', 'Hours'], ['Reading room', 'Tue-Sat']);
    const extra = {
      ...stored,
      colWidths: [120, 200],
      children: [
        stored.children![0],
        { ...stored.children![1], height: 40, children: [cell('Wide', 0, { colSpan: 2, backgroundColor: '#F3F3F0', width: 320 })] },
      ],
      columns: 2,
    };
    const sparse = {
      type: 'table',
      version: 1,
      rows: 1,
      columns: 1,
      children: [{ type: 'tablerow', version: 1, children: [{ type: 'tablecell', version: 1, children: [] }] }],
    };
    const document = documentOf(stored, extra, sparse);
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(['table', 'table', 'table']);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('keeps a malformed table as an inert block', () => {
    const noRows = { type: 'table', version: 1, rows: 0, columns: 0, children: [] };
    const paragraphRow = { type: 'table', version: 1, rows: 1, columns: 1, children: [savedParagraph('Not a row')] };
    const badSpan = savedTable(['A']);
    badSpan.children![0].children![0].colSpan = 'two';
    editor = editorFor(documentOf(noRows, paragraphRow, badSpan));
    expect(editorBlockTypes(editor)).toEqual(['inertBlock', 'inertBlock', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual([noRows, paragraphRow, badSpan]);
  });

  it('moves between cells with Tab and Shift+Tab, and adds a row with Tab in the last cell', async () => {
    editor = editorFor(documentOf(savedTable(['A', 'B'], ['C', 'D'])));
    await enableTableEditing(editor);
    editor.commands.setTextSelection(4);
    const cellText = () => editor.state.selection.$from.parent.textContent;
    expect(cellText()).toBe('A');
    expect(pressKey(editor, 'Tab')).toBe(true);
    expect(cellText()).toBe('B');
    expect(pressKey(editor, 'Tab')).toBe(true);
    expect(cellText()).toBe('C');
    expect(pressKey(editor, 'Tab', { shiftKey: true })).toBe(true);
    expect(cellText()).toBe('B');
    pressKey(editor, 'Tab');
    pressKey(editor, 'Tab');
    expect(cellText()).toBe('D');
    expect(pressKey(editor, 'Tab')).toBe(true);
    editor.commands.insertContent('E');
    const [table] = savedBlocks(editor);
    expect(table.rows).toBe(3);
    expect(texts(table)).toEqual([
      ['A', 'B'],
      ['C', 'D'],
      ['E', ''],
    ]);
  });

  it('adds and removes rows and columns, keeping rows and columns in step', async () => {
    editor = editorFor(documentOf(savedTable(['A', 'B'], ['C', 'D'])));
    editor.commands.setTextSelection(4);
    expect(await runTableAction(editor, tableActions.addRowAfter)).toBe(true);
    expect(await runTableAction(editor, tableActions.addColumnAfter)).toBe(true);
    expect(savedBlocks(editor)[0]).toMatchObject({ rows: 3, columns: 3 });
    expect(texts(savedBlocks(editor)[0])).toEqual([
      ['A', '', 'B'],
      ['', '', ''],
      ['C', '', 'D'],
    ]);
    expect(await runTableAction(editor, tableActions.deleteRow)).toBe(true);
    expect(await runTableAction(editor, tableActions.deleteColumn)).toBe(true);
    expect(savedBlocks(editor)[0]).toMatchObject({ rows: 2, columns: 2 });
    expect(texts(savedBlocks(editor)[0])).toEqual([
      ['', ''],
      ['', 'D'],
    ]);
  });
});

describe('the table dialog', () => {
  async function openDialog() {
    let current: Editor | null = null;
    render(<DocumentEditor initial={documentOf(savedParagraph('Before'))} editable label="Body" onEditor={(value) => (current = value)} />);
    const option = slashOptions().find((candidate) => candidate.title === 'Table')!;
    act(() => {
      current!.commands.setTextSelection(7);
      option.run(current!, { from: 7, to: 7 });
    });
    return { editor: () => current!, dialog: await findDialog({ name: 'Insert table' }) };
  }

  it('sets rows and columns from the grid and inserts a table of that size on Save', async () => {
    const user = userEvent.setup();
    const { editor: current, dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Rows')).toHaveValue(1);
    expect(within(dialog).getByLabelText('Columns')).toHaveValue(1);
    const grid = within(dialog).getByRole('group', { name: 'Table size' });
    expect(grid.querySelectorAll('button')).toHaveLength(150);
    expect(within(grid).getByRole('button', { name: '10 by 15' })).toBeInTheDocument();
    await user.hover(within(grid).getByRole('button', { name: '4 by 6' }));
    expect(within(dialog).getByText('4 × 6')).toBeVisible();
    await user.click(within(grid).getByRole('button', { name: '3 by 4' }));
    expect(within(dialog).getByLabelText('Rows')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Columns')).toHaveValue(4);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const table = savedBlocks(current()).find((block) => block.type === 'table')!;
    expect(table).toMatchObject({ rows: 3, columns: 4 });
  });

  it('takes typed rows and columns, refuses ones that are not whole numbers from 1, and resets to 1x1 when opened again', async () => {
    const user = userEvent.setup();
    const { editor: current, dialog } = await openDialog();
    const rows = within(dialog).getByLabelText('Rows');
    await user.clear(rows);
    await user.type(rows, '0');
    expect(within(dialog).getByText('Rows must be a whole number from 1 to 100')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(rows);
    await user.type(rows, '2');
    await user.clear(within(dialog).getByLabelText('Columns'));
    await user.type(within(dialog).getByLabelText('Columns'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savedBlocks(current()).some((block) => block.type === 'table')).toBe(false);

    act(() => {
      slashOptions()
        .find((candidate) => candidate.title === 'Table')!
        .run(current(), { from: 7, to: 7 });
    });
    const again = await findDialog({ name: 'Insert table' });
    expect(within(again).getByLabelText('Rows')).toHaveValue(1);
    expect(within(again).getByLabelText('Columns')).toHaveValue(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('table in the editor', () => {
  it('adds and removes rows and columns from its menu, which the block settings control also opens', async () => {
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
    const body = screen.getByRole('textbox', { name: 'Body' });
    await user.click(await within(body).findByRole('button', { name: 'Table options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add row below' }));
    await waitFor(() => expect(savedBlocks(current!)[0]).toMatchObject({ rows: 3, columns: 2 }));
    await user.click(within(body).getByRole('button', { name: 'Table options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add column right' }));
    expect(savedBlocks(current!)[0]).toMatchObject({ rows: 3, columns: 3 });

    act(() => {
      body.firstElementChild!.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT));
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Remove column' }));
    await waitFor(() => expect(savedBlocks(current!)[0]).toMatchObject({ rows: 3, columns: 2 }));
    await user.click(within(body).getByRole('button', { name: 'Table options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove row' }));
    expect(savedBlocks(current!)[0]).toMatchObject({ rows: 2, columns: 2 });
    await user.click(within(body).getByRole('button', { name: 'Table options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove table' }));
    expect(savedBlocks(current!).some((block) => block.type === 'table')).toBe(false);
  });
});

describe('table for readers', () => {
  it('renders header cells as th with their scope, spans and a background colour', () => {
    const stored = savedTable(['Service', 'Hours'], ['Reading room', 'Tue-Sat']);
    stored.children!.push({ type: 'tablerow', version: 1, children: [cell('Note', 0, { colSpan: 2, backgroundColor: '#F3F3F0' })] });
    const { container } = render(<DocumentView document={documentOf(stored)} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Service', 'Hours']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: 'Reading room' })).toBeVisible();
    const note = screen.getByRole('cell', { name: 'Note' });
    expect(note).toHaveAttribute('colspan', '2');
    expect(note).toHaveStyle({ backgroundColor: '#F3F3F0' });
    expect(container.querySelectorAll('tr')).toHaveLength(3);
  });
});
