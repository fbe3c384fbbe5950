import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { TableView } from './TableView';
import type { TableSize } from './table.schema';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    tableBlock: {
      /** Inserts a table of the given size; a table of more than one row gets a header row. */
      insertTableOfSize: (size: TableSize) => ReturnType;
    };
  }
}

const savedFields = { lexical: { default: null, rendered: false } };

export const TableBlock = Table.extend({
  addAttributes() {
    return { ...this.parent?.(), ...savedFields };
  },
  addNodeView() {
    return ReactNodeViewRenderer(TableView, { contentDOMElementTag: 'tbody' });
  },
  addCommands() {
    return {
      ...this.parent?.(),
      insertTableOfSize:
        ({ rows, columns }) =>
        ({ commands }) =>
          commands.insertTable({ rows, cols: columns, withHeaderRow: rows > 1 }),
    };
  },
}).configure({ resizable: false });

export const TableBlockRow = TableRow.extend({
  addAttributes() {
    return { ...this.parent?.(), ...savedFields };
  },
});

export const TableBlockCell = TableCell.extend({
  addAttributes() {
    return { ...this.parent?.(), ...savedFields };
  },
});

export const TableBlockHeader = TableHeader.extend({
  addAttributes() {
    return { ...this.parent?.(), ...savedFields };
  },
});
