import type { CSSProperties } from 'react';
import type { SavedNode } from '../../../contract/document';
import type { BlockRendererProps } from '../renderers';
import './table.css';

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;
const IN_HEADER_ROW = 1;

const spanOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : undefined);

function backgroundOf(cell: SavedNode): CSSProperties | undefined {
  return typeof cell.backgroundColor === 'string' && COLOUR.test(cell.backgroundColor)
    ? { backgroundColor: cell.backgroundColor }
    : undefined;
}

/** The reader's table: header cells (Lexical's headerState) become th with their scope. */
export function TableRenderer({ node, renderChildren }: BlockRendererProps) {
  const rows = (node.children ?? []).filter((row) => row.type === 'tablerow');
  return (
    <div className="table-block">
      <div className="table-block__scroll">
        <table>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {(row.children ?? []).map((cell, cellIndex) => {
                  const headerState = typeof cell.headerState === 'number' ? cell.headerState : 0;
                  const Cell = headerState > 0 ? 'th' : 'td';
                  return (
                    <Cell
                      key={cellIndex}
                      colSpan={spanOf(cell.colSpan)}
                      rowSpan={spanOf(cell.rowSpan)}
                      scope={headerState > 0 ? (headerState & IN_HEADER_ROW ? 'col' : 'row') : undefined}
                      style={backgroundOf(cell)}
                    >
                      {renderChildren(cell)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { table: TableRenderer };
