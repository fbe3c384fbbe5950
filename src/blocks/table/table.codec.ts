import { tableContract } from '../../../contract/blocks/table';
import * as v from 'valibot';
import type { JSONContent } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import type { BlockCodec, CodecContext } from '../../editor/kit/blockCodec';
import { fieldsOf, withFields, type Fields } from '../../editor/kit/savedFields';
import { HEADER_ROW, TABLE_CELL_DEFAULTS, tableCellSchema } from './table.schema';

const emptyParagraph = { type: 'paragraph', attrs: { implicit: true } };

function isReadableTable(node: SavedNode) {
  const rows = node.children ?? [];
  return (
    rows.length > 0 &&
    rows.every(
      (row) =>
        row.type === 'tablerow' &&
        (row.children?.length ?? 0) > 0 &&
        row.children!.every((cell) => cell.type === 'tablecell' && v.is(tableCellSchema, cell)),
    )
  );
}

function cellToEditor(cell: SavedNode, context: CodecContext): JSONContent {
  const blocks = context.blocksToEditor(cell.children);
  return {
    type: Number(cell.headerState) > 0 ? 'tableHeader' : 'tableCell',
    attrs: { colspan: cell.colSpan ?? 1, rowspan: cell.rowSpan ?? 1, lexical: fieldsOf(cell) },
    content: blocks.length ? blocks : [emptyParagraph],
  };
}

/** A field the stored cell did not have stays absent while it holds the default, so stored cells save back unchanged. */
function synced(saved: Fields, field: string, value: number, fallback: number): Fields {
  return field in saved || value !== fallback ? { [field]: value } : {};
}

function cellFromEditor(cell: JSONContent, context: CodecContext): SavedNode {
  const attrs = cell.attrs ?? {};
  const saved = (attrs.lexical as Fields | null) ?? TABLE_CELL_DEFAULTS;
  const headerState = cell.type === 'tableHeader' ? Number(saved.headerState) || HEADER_ROW : 0;
  const own = {
    ...synced(saved, 'headerState', headerState, 0),
    ...synced(saved, 'colSpan', Number(attrs.colspan) || 1, 1),
    ...synced(saved, 'rowSpan', Number(attrs.rowspan) || 1, 1),
  };
  return withFields('tablecell', saved, TABLE_CELL_DEFAULTS, own, context.blocksFromEditor(cell.content));
}

/** table <-> Tiptap's table; `rows` and `columns`, where the table has them, are counted from its rows and cells on every save. */
export const tableCodec: BlockCodec = {
  savedTypes: tableContract.savedTypes,
  editorTypes: ['table'],
  toEditor(node, context) {
    if (!isReadableTable(node)) return { type: 'inertBlock', attrs: { saved: node } };
    return {
      type: 'table',
      attrs: { lexical: fieldsOf(node, ['rows', 'columns']) },
      content: node.children!.map((row) => ({
        type: 'tableRow',
        attrs: { lexical: fieldsOf(row) },
        content: row.children!.map((cell) => cellToEditor(cell, context)),
      })),
    };
  },
  fromEditor(node, context) {
    const rows = (node.content ?? []).map((row) =>
      withFields(
        'tablerow',
        row.attrs?.lexical,
        { version: 1 },
        {},
        (row.content ?? []).map((cell) => cellFromEditor(cell, context)),
      ),
    );
    const widths = rows.map((row) => (row.children ?? []).reduce((sum, cell) => sum + (Number(cell.colSpan) || 1), 0));
    const saved = node.attrs?.lexical as Fields | null;
    // Lexical's own tables have no `rows` and `columns`: they are counted only for tables that had them, and new ones.
    const counts = !saved || 'rows' in saved ? { rows: rows.length, columns: Math.max(0, ...widths) } : {};
    return withFields('table', saved, { version: 1 }, counts, rows);
  },
};
