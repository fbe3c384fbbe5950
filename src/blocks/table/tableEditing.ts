import type { Editor } from '@tiptap/core';
import { onDemand, preloadWhenIdle } from '../../ui/lazyWithPreload';

/** prosemirror-tables, kept out of the editor's first load. */
export type TablesModule = typeof import('@tiptap/pm/tables');

const tablesModule = onDemand(() => import('@tiptap/pm/tables'));

/** Loads prosemirror-tables once; a failed load is tried again on the next call. */
export const loadTables = tablesModule.preload;

/** prosemirror-tables if it has loaded, else null. */
export const loadedTables = tablesModule.current;

/** Whether `editor` has the table editing plugin. */
export const hasTableEditing = (editor: Editor) => Boolean(loadedTables()?.tableEditingKey.get(editor.state));

/** Gives `editor` the table editing plugin (cell selection, fixing tables) unless it has it; mounting again drops it. */
function register(editor: Editor, tables: TablesModule) {
  if (editor.isDestroyed || tables.tableEditingKey.get(editor.state)) return;
  // A selected table stays one selected block (Escape, the block controls), not all its cells.
  editor.registerPlugin(tables.tableEditing({ allowTableNodeSelection: true }));
}

/** Loads prosemirror-tables and registers its plugin on `editor`. */
export async function enableTableEditing(editor: Editor): Promise<TablesModule> {
  const tables = await loadTables();
  register(editor, tables);
  return tables;
}

/** Calls `callback` with prosemirror-tables once `editor` has its plugin: at once when the module has loaded, else after. */
export function withTableEditing<T>(editor: Editor, callback: (tables: TablesModule) => T): T | Promise<T | undefined> {
  const loaded = loadedTables();
  if (loaded) {
    register(editor, loaded);
    return callback(loaded);
  }
  return enableTableEditing(editor).then((tables) => (editor.isDestroyed ? undefined : callback(tables)));
}

/** Starts loading for `editor` and registers the plugin once loaded, without waiting; a failure is retried by the next table action. */
export function prefetchTableEditing(editor: Editor) {
  enableTableEditing(editor).catch(() => undefined);
}

/**
 * Once the editor has mounted: loads the module when idle, without registering it. Registering reconfigures the
 * editor's state, which rebuilds every plugin's view (an open block picker would lose its menu), so it waits until
 * the selection is in a table or a table action runs. Returns a cancel.
 */
export function prepareTableEditing(): () => void {
  return loadedTables() ? () => undefined : preloadWhenIdle([loadTables]);
}
