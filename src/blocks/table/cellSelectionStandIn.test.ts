import { afterEach, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import { documentOf, editorFor, savedParagraph } from '../../editor/blockTesting';
import { CellSelection } from './cellSelectionStandIn';
import { loadedTables, loadTables } from './tableEditing';

let editor: Editor;
afterEach(() => editor?.destroy());

const cell = (text: string) => ({
  type: 'tablecell',
  version: 1,
  headerState: 0,
  colSpan: 1,
  rowSpan: 1,
  backgroundColor: null,
  direction: 'ltr',
  format: '',
  indent: 0,
  children: [savedParagraph(text)],
});

it('answers instanceof as prosemirror-tables CellSelection does, before and after the module has loaded', async () => {
  editor = editorFor(
    documentOf({
      type: 'table',
      version: 1,
      rows: 1,
      columns: 2,
      children: [{ type: 'tablerow', version: 1, children: [cell('A'), cell('B')] }],
    }),
  );
  expect(loadedTables()).toBeNull();
  expect(editor.state.selection instanceof CellSelection).toBe(false);
  const tables = await loadTables();
  const cells = tables.CellSelection.create(editor.state.doc, 2, 2 + editor.state.doc.nodeAt(2)!.nodeSize);
  expect(cells instanceof CellSelection).toBe(true);
  expect(editor.state.selection instanceof CellSelection).toBe(false);
});
