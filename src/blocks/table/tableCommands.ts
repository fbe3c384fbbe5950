import { findParentNodeClosestToPos, type CommandProps, type Editor, type KeyboardShortcutCommand } from '@tiptap/core';
import type { Node as PMNode, ResolvedPos, Schema } from '@tiptap/pm/model';
import { TextSelection, type Command, type EditorState, type Transaction } from '@tiptap/pm/state';
import { loadedTables, withTableEditing, type TablesModule } from './tableEditing';

/** An edit of the table around the selection, given prosemirror-tables. */
export type TableAction = (tables: TablesModule) => Command;

const asStep =
  (command: Command) =>
  ({ state, dispatch }: CommandProps) =>
    command(state, dispatch);

const isTable = (node: PMNode) => node.type.name === 'table';

/** prosemirror-tables leaves the selection where the deleted row or column was, which can be below the table. */
function keepCursorInTable(tr: Transaction, tablePos: number) {
  const mapped = tr.mapping.map(tablePos);
  if (findParentNodeClosestToPos(tr.selection.$from, isTable)?.pos === mapped) return;
  const table = tr.doc.nodeAt(mapped);
  if (table) tr.setSelection(TextSelection.near(tr.doc.resolve(mapped + table.nodeSize - 1), -1));
}

const keepingCursorInTable =
  (command: Command): Command =>
  (state, dispatch) => {
    const table = findParentNodeClosestToPos(state.selection.$from, isTable);
    return command(
      state,
      dispatch &&
        ((tr) => {
          if (table) keepCursorInTable(tr, table.pos);
          dispatch(tr);
        }),
    );
  };

/** The table menu's actions. */
export const tableActions = {
  addRowBefore: (tables) => tables.addRowBefore,
  addRowAfter: (tables) => tables.addRowAfter,
  addColumnBefore: (tables) => tables.addColumnBefore,
  addColumnAfter: (tables) => tables.addColumnAfter,
  deleteRow: (tables) => keepingCursorInTable(tables.deleteRow),
  deleteColumn: (tables) => keepingCursorInTable(tables.deleteColumn),
  deleteTable: (tables) => tables.deleteTable,
} satisfies Record<string, TableAction>;

/**
 * Runs `action` on the table around the selection once prosemirror-tables has loaded; given `tablePos` (a table's
 * menu), on that table, first putting the cursor in it if it is elsewhere.
 */
export function runTableAction(editor: Editor, action: TableAction, tablePos?: () => number | undefined) {
  return withTableEditing(editor, (tables) => {
    let chain = editor.chain();
    if (tablePos) {
      const pos = tablePos();
      const size = typeof pos === 'number' ? editor.state.doc.nodeAt(pos)?.nodeSize : undefined;
      if (typeof pos !== 'number' || !size) return false;
      const { from } = editor.state.selection;
      chain = chain.focus();
      if (from <= pos || from >= pos + size) {
        chain = chain.command(({ tr }) => {
          tr.setSelection(TextSelection.near(tr.doc.resolve(pos + 1)));
          return true;
        });
      }
    }
    return chain.command(asStep(action(tables))).run();
  });
}

/** A table of `rows` by `columns` empty cells; more than one row makes the first a header row. */
export function tableOfSize(schema: Schema, rows: number, columns: number): PMNode {
  const { table, tableRow, tableCell, tableHeader } = schema.nodes;
  const rowOf = (cellType: typeof tableCell) =>
    tableRow.createChecked(
      null,
      Array.from({ length: columns }, () => cellType.createAndFill()!),
    );
  return table.createChecked(
    null,
    Array.from({ length: rows }, (_, index) => rowOf(rows > 1 && index === 0 ? tableHeader : tableCell)),
  );
}

function rowDepth($pos: ResolvedPos) {
  for (let depth = $pos.depth; depth > 0; depth--) if ($pos.node(depth).type.spec.tableRole === 'row') return depth;
  return 0;
}

/** Whether the cursor is in a table. */
export const selectionInTable = (state: EditorState) => rowDepth(state.selection.$head) > 0;

function hasCellBefore(state: EditorState) {
  const { $head } = state.selection;
  const depth = rowDepth($head);
  if (!depth) return false;
  if ($head.index(depth) > 0) return true;
  const table = $head.node(depth - 1);
  for (let row = 0; row < $head.index(depth - 1); row++) if (table.child(row).childCount > 0) return true;
  return false;
}

function nextCellOrNewRow(editor: Editor, tables: TablesModule) {
  if (editor.commands.command(asStep(tables.goToNextCell(1)))) return true;
  if (!tables.addRowAfter(editor.state)) return false;
  return editor
    .chain()
    .command(asStep(tables.addRowAfter))
    .command(asStep(tables.goToNextCell(1)))
    .run();
}

/**
 * A key that needs prosemirror-tables. Before it has loaded, a key that would act (`applies`) is taken at once and acts
 * when it has, so Tab never moves the focus out of a table.
 */
function tableKey(
  applies: (state: EditorState) => boolean,
  act: (editor: Editor, tables: TablesModule) => boolean,
): KeyboardShortcutCommand {
  return ({ editor }) => {
    if (!loadedTables() && !applies(editor.state)) return false;
    const done = withTableEditing(editor, (tables) => act(editor, tables));
    return done instanceof Promise ? true : done;
  };
}

/** Backspace or Delete on selected cells: empties them, or removes the table when every cell is selected. */
const deleteSelectedCells: KeyboardShortcutCommand = ({ editor }) => {
  const tables = loadedTables();
  const { selection } = editor.state;
  if (!tables || !(selection instanceof tables.CellSelection)) return false;
  const table = findParentNodeClosestToPos(selection.$anchorCell, isTable)?.node;
  let cells = 0;
  table?.descendants((node) => {
    if (node.type.spec.tableRole === 'cell' || node.type.spec.tableRole === 'header_cell') cells++;
    return !isTable(node);
  });
  const command = cells === selection.ranges.length ? tables.deleteTable : tables.deleteCellSelection;
  return editor.commands.command(asStep(command));
};

/** Tab and Shift+Tab move between cells (Tab in the last cell adds a row); Backspace and Delete act on selected cells. */
export const tableKeyboardShortcuts: Record<string, KeyboardShortcutCommand> = {
  Tab: tableKey(selectionInTable, nextCellOrNewRow),
  'Shift-Tab': tableKey(hasCellBefore, (editor, tables) => editor.commands.command(asStep(tables.goToNextCell(-1)))),
  Backspace: deleteSelectedCells,
  'Mod-Backspace': deleteSelectedCells,
  Delete: deleteSelectedCells,
  'Mod-Delete': deleteSelectedCells,
};
