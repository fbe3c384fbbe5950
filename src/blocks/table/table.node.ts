import { mergeAttributes, Node, type Attributes } from '@tiptap/core';
import type { DOMOutputSpec, Node as PMNode, TagParseRule } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { TableView } from './TableView';
import { selectionInTable, tableKeyboardShortcuts, tableOfSize } from './tableCommands';
import { hasTableEditing, loadTables, prefetchTableEditing, prepareTableEditing } from './tableEditing';
import type { TableSize } from './table.schema';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    tableBlock: {
      /** Inserts a table of the given size; a table of more than one row gets a header row. */
      insertTableOfSize: (size: TableSize) => ReturnType;
    };
  }
}

/** The roles prosemirror-tables finds the table's node types by. */
const TABLE_ROLES = new Map([
  ['table', 'table'],
  ['tableRow', 'row'],
  ['tableCell', 'cell'],
  ['tableHeader', 'header_cell'],
]);
/** Columns without a stored width are at least this wide, in pixels. */
const CELL_MIN_WIDTH = 25;

const savedFields: Attributes = { lexical: { default: null, rendered: false } };

/** The `<colgroup>` and width of a table, from the column widths of its first row. */
function columnsOf(table: PMNode): { columns: DOMOutputSpec[]; style: string } {
  const columns: DOMOutputSpec[] = [];
  let total = 0;
  let fixed = true;
  table.firstChild?.forEach((cell) => {
    for (let index = 0; index < (Number(cell.attrs.colspan) || 1); index++) {
      const width = (cell.attrs.colwidth as number[] | null)?.[index];
      total += width || CELL_MIN_WIDTH;
      if (!width) fixed = false;
      columns.push(['col', { style: width ? `width: ${Math.max(width, CELL_MIN_WIDTH)}px` : `min-width: ${CELL_MIN_WIDTH}px` }]);
    }
  });
  return { columns, style: `${fixed ? 'width' : 'min-width'}: ${total}px` };
}

/** A cell's width from its `colwidth` attribute, else from the matching `<col>` of the table's `<colgroup>`. */
function parseColwidth(element: HTMLElement): number[] | null {
  const colwidth = element.getAttribute('colwidth');
  if (colwidth) return colwidth.split(',').map((width) => parseInt(width, 10));
  const index = element.parentElement ? Array.from(element.parentElement.children).indexOf(element) : -1;
  const width = element.closest('table')?.querySelectorAll('colgroup > col')[index]?.getAttribute('width');
  return width ? [parseInt(width, 10)] : null;
}

const isEmptyCell = (element: HTMLElement) => element.children.length === 0 && !/[^ \t\r\n\f]/.test(element.textContent ?? '');

/** An empty `<td>`/`<th>` gets the cell's default content, as a cell must hold a block. */
const cellRules = (tag: string, name: string): TagParseRule[] => [
  {
    tag,
    getAttrs: (element) => (isEmptyCell(element) ? {} : false),
    getContent: (_node, schema) => schema.nodes[name].createAndFill()!.content,
  },
  { tag },
];

/** A span of 1 is left out of the HTML. */
function cellAttributes(attributes: Record<string, unknown>) {
  const kept = { ...attributes };
  for (const span of ['colspan', 'rowspan']) if (kept[span] == null || Number(kept[span]) === 1) delete kept[span];
  return kept;
}

const cellFields = (): Attributes => ({
  colspan: { default: 1 },
  rowspan: { default: 1 },
  colwidth: { default: null, parseHTML: parseColwidth },
  ...savedFields,
});

/** The table block: prosemirror-tables' node roles, with cell selection and the row and column commands loaded apart. */
export const TableBlock = Node.create<Record<string, never>, { cancelPrepare: (() => void) | null }>({
  name: 'table',
  content: 'tableRow+',
  group: 'block',
  isolating: true,
  addStorage: () => ({ cancelPrepare: null }),
  addAttributes: () => savedFields,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML({ node, HTMLAttributes }) {
    const { columns, style } = columnsOf(node);
    return ['table', mergeAttributes(HTMLAttributes, { style }), ['colgroup', {}, ...columns], ['tbody', 0]];
  },
  extendNodeSchema(extension) {
    const role = TABLE_ROLES.get(extension.name);
    return role ? { tableRole: role } : {};
  },
  addNodeView() {
    const render = ReactNodeViewRenderer(TableView, { contentDOMElementTag: 'tbody' });
    return (props) => {
      loadTables().catch(() => undefined);
      return render(props);
    };
  },
  addCommands() {
    return {
      insertTableOfSize:
        ({ rows, columns }) =>
        ({ tr, dispatch, editor }) => {
          if (dispatch) {
            const inside = tr.selection.from + 1;
            tr.replaceSelectionWith(tableOfSize(editor.schema, rows, columns)).scrollIntoView();
            tr.setSelection(TextSelection.near(tr.doc.resolve(inside)));
          }
          return true;
        },
    };
  },
  addKeyboardShortcuts: () => tableKeyboardShortcuts,
  onCreate() {
    this.storage.cancelPrepare?.();
    this.storage.cancelPrepare = prepareTableEditing();
    if (selectionInTable(this.editor.state)) prefetchTableEditing(this.editor);
  },
  onSelectionUpdate() {
    if (!hasTableEditing(this.editor) && selectionInTable(this.editor.state)) prefetchTableEditing(this.editor);
  },
  onDestroy() {
    this.storage.cancelPrepare?.();
  },
});

export const TableBlockRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  addAttributes: () => savedFields,
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', HTMLAttributes, 0],
});

export const TableBlockCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellFields,
  parseHTML: () => cellRules('td', 'tableCell'),
  renderHTML: ({ HTMLAttributes }) => ['td', cellAttributes(HTMLAttributes), 0],
});

export const TableBlockHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: cellFields,
  parseHTML: () => cellRules('th', 'tableHeader'),
  renderHTML: ({ HTMLAttributes }) => ['th', cellAttributes(HTMLAttributes), 0],
});
