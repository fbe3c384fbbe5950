import { tableContract } from '../../../contract/blocks/table';
import type { BlockDefinition } from '../types';
import { tableCodec } from './table.codec';
import { TableBlock, TableBlockCell, TableBlockHeader, TableBlockRow } from './table.node';
import { openTableDialog } from './TableDialog';

export const block: BlockDefinition = {
  name: 'table',
  contract: tableContract,
  extensions: [TableBlock, TableBlockRow, TableBlockCell, TableBlockHeader],
  codec: tableCodec,
  slashOptions: [
    {
      title: 'slash.table',
      run: (editor, range, locale) => {
        editor.chain().focus().deleteRange(range).run();
        openTableDialog(editor, locale);
      },
    },
  ],
};
