import type { Editor } from '@tiptap/core';

/** prosemirror-tables, kept out of the editor's first load. */
export type TablesModule = typeof import('@tiptap/pm/tables');

/** Without requestIdleCallback (Safari), the module loads this long after the editor mounts. */
const IDLE_FALLBACK_MS = 300;

let loaded: TablesModule | null = null;
let loading: Promise<TablesModule> | null = null;

/** Loads prosemirror-tables once; a failed load is tried again on the next call. */
export function loadTables(): Promise<TablesModule> {
  loading ??= import('@tiptap/pm/tables').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** prosemirror-tables if it has loaded, else null. */
export const loadedTables = () => loaded;

/** Gives `editor` the table editing plugin (cell selection, fixing tables) unless it has it; mounting again drops it. */
function register(editor: Editor, tables: TablesModule) {
  if (editor.isDestroyed || tables.tableEditingKey.get(editor.state)) return;
  editor.registerPlugin(tables.tableEditing());
}

/** Loads prosemirror-tables and registers its plugin on `editor`. */
export async function enableTableEditing(editor: Editor): Promise<TablesModule> {
  const tables = await loadTables();
  register(editor, tables);
  return tables;
}

/** Calls `callback` with prosemirror-tables once `editor` has its plugin: at once when the module has loaded, else after. */
export function withTableEditing<T>(editor: Editor, callback: (tables: TablesModule) => T): T | Promise<T | undefined> {
  if (loaded) {
    register(editor, loaded);
    return callback(loaded);
  }
  return enableTableEditing(editor).then((tables) => (editor.isDestroyed ? undefined : callback(tables)));
}

/** Starts loading for `editor` without waiting; a failure here is retried by the next table action. */
export function prefetchTableEditing(editor: Editor) {
  enableTableEditing(editor).catch(() => undefined);
}

/** Once the editor has mounted: registers the plugin at once if the module has loaded, else loads it when idle. Returns a cancel. */
export function prepareTableEditing(editor: Editor): () => void {
  if (loaded) {
    register(editor, loaded);
    return () => undefined;
  }
  const start = () => prefetchTableEditing(editor);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, IDLE_FALLBACK_MS);
  return () => clearTimeout(id);
}
