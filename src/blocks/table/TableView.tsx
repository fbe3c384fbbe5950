import { memo, useRef, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { blocksMessages } from '../../i18n/blocks';
import type { BlocksKey } from '../../i18n/blocks.en';
import { MenuButton } from '../../ui/PopupButtons';
import { NodeViewContent, NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { runTableAction, tableActions, type TableAction } from './tableCommands';
import './table.css';
import { useMessages } from '../../i18n/useMessages';

function columnCount(node: ReactNodeViewProps['node']) {
  let columns = 0;
  node.firstChild?.forEach((cell) => (columns += Number(cell.attrs.colspan) || 1));
  return columns;
}

/** The editor's table, with a menu (also opened by the block settings control) that adds and removes rows and columns. */
export const TableView = memo(function TableView({ node, editor, getPos }: ReactNodeViewProps) {
  const t = useMessages(blocksMessages);
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const [menuOpen, setMenuOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useBlockSettingsEvent(wrapper, () => setMenuOpen(true));
  const rows = node.childCount;
  const columns = columnCount(node);

  const run = (action: TableAction) => void runTableAction(editor, action, getPos);

  const items: Array<[label: BlocksKey, action: TableAction, enabled: boolean]> = [
    ['table.addRowAbove', tableActions.addRowBefore, true],
    ['table.addRowBelow', tableActions.addRowAfter, true],
    ['table.addColumnLeft', tableActions.addColumnBefore, true],
    ['table.addColumnRight', tableActions.addColumnAfter, true],
    ['table.removeRow', tableActions.deleteRow, rows > 1],
    ['table.removeColumn', tableActions.deleteColumn, columns > 1],
    ['table.removeTable', tableActions.deleteTable, true],
  ];

  return (
    <NodeViewWrapper ref={wrapper} className={`table-block${editable ? ' is-editing' : ''}`}>
      {editable && (
        <div className="table-block__menu" contentEditable={false}>
          <MenuButton
            open={menuOpen}
            onOpenChange={setMenuOpen}
            trigger={{ className: 'table-block__trigger', 'aria-label': t('table.options'), children: <Ellipsis aria-hidden size={16} /> }}
            label={t('table.menu', { rows, columns })}
            align="end"
            items={items.map(([label, action, enabled]) => ({ label: t(label), onSelect: () => run(action), disabled: !enabled }))}
          />
        </div>
      )}
      <div className="table-block__scroll">
        <NodeViewContent<'table'> as="table" className="table-block__table" />
      </div>
    </NodeViewWrapper>
  );
});
