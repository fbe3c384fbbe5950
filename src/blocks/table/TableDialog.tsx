import { useMemo, useState } from 'react';
import * as v from 'valibot';
import type { Editor } from '@tiptap/core';
import { ReactRenderer } from '@tiptap/react';
import type { Locale } from '../../../contract';
import { blocksMessages } from '../../i18n/blocks';
import { DialogShell } from '../../ui/DialogShell';
import { TextField } from '../../ui/FormField';
import { SaveCancelActions } from '../../ui/SaveCancelActions';
import { TABLE_GRID, tableSizeDefaults, tableSizeSchemaOf, type TableSize } from './table.schema';
import './table.css';
import { useMessages } from '../../i18n/useMessages';

export interface TableDialogProps {
  /** The picker's locale: the dialog opens over the editor, handed its language like the picker. */
  locale: Locale;
  onInsert(size: TableSize): void;
  onClose(): void;
}

const gridRows = Array.from({ length: TABLE_GRID.rows }, (_, index) => index + 1);
const gridColumns = Array.from({ length: TABLE_GRID.columns }, (_, index) => index + 1);

/** The table dialog (spec 2.6): Rows and Columns, a grid that sets both, Cancel and Save. It starts at 1x1 each time. */
export function TableDialog({ locale, onInsert, onClose }: TableDialogProps) {
  const t = useMessages(blocksMessages, locale);
  const schema = useMemo(() => tableSizeSchemaOf(t), [t]);
  const [rows, setRows] = useState(String(tableSizeDefaults.rows));
  const [columns, setColumns] = useState(String(tableSizeDefaults.columns));
  const [hovered, setHovered] = useState<TableSize | null>(null);
  const result = v.safeParse(schema, { rows: Number(rows || NaN), columns: Number(columns || NaN) });
  const errorOf = (field: keyof TableSize) => result.issues?.find((issue) => v.getDotPath(issue) === field)?.message;
  const shown = hovered ?? (result.success ? result.output : null);

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('table.dialog')}
      actions={<SaveCancelActions canSave={result.success} onCancel={onClose} onSave={() => result.success && onInsert(result.output)} />}
    >
      <div className="table-dialog__inputs">
        <TextField label={t('table.rows')} type="number" value={rows} error={errorOf('rows')} onChange={setRows} />
        <TextField label={t('table.columns')} type="number" value={columns} error={errorOf('columns')} onChange={setColumns} />
      </div>
      <div className="table-grid" role="group" aria-label={t('table.size')} onMouseLeave={() => setHovered(null)}>
        {gridRows.map((row) =>
          gridColumns.map((column) => (
            <button
              key={`${row}-${column}`}
              type="button"
              tabIndex={-1}
              className={`table-grid__cell${shown && row <= shown.rows && column <= shown.columns ? ' is-chosen' : ''}`}
              aria-label={t('table.cell', { row, column })}
              onMouseEnter={() => setHovered({ rows: row, columns: column })}
              onClick={() => {
                setRows(String(row));
                setColumns(String(column));
              }}
            />
          )),
        )}
      </div>
      <p className="table-grid__size" aria-live="polite">
        {shown ? `${shown.rows} × ${shown.columns}` : ''}
      </p>
    </DialogShell>
  );
}

/** Opens the table dialog over the editor, in `locale`; Save inserts the table where the picker was opened. */
export function openTableDialog(editor: Editor, locale: Locale = 'en') {
  const renderer: ReactRenderer<unknown, TableDialogProps> = new ReactRenderer(TableDialog, {
    editor,
    props: {
      locale,
      onInsert: (size: TableSize) => {
        renderer.destroy();
        editor.chain().focus().insertTableOfSize(size).run();
      },
      onClose: () => {
        renderer.destroy();
        editor.commands.focus();
      },
    },
  });
}
