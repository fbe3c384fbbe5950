import { loadedTables } from './tableEditing';

/**
 * Stands in for prosemirror-tables' CellSelection where the bubble menu only tests `instanceof` (see vite.config.ts).
 * Only prosemirror-tables makes cell selections, so before it has loaded nothing is one.
 */
export const CellSelection = {
  [Symbol.hasInstance]: (value: unknown) => {
    const tables = loadedTables();
    return tables !== null && value instanceof tables.CellSelection;
  },
};
