import type { SavedDocument, SavedNode } from '../../contract/document';

/** The day the demo content's dates (events, programme days, scheduled buttons) were written for. */
export const DEMO_CONTENT_DAY = '2026-11-21';
const DAY = 86_400_000;

/** Whole days from the content's day to `now`'s UTC day: seeding later moves every date by as much. */
export function daysSinceContent(now: Date): number {
  return Math.round((Date.parse(now.toISOString().slice(0, 10)) - Date.parse(DEMO_CONTENT_DAY)) / DAY);
}

/** A 'YYYY-MM-DD' date moved by whole days. */
export function movedDate(date: string, days: number): string {
  return days === 0 ? date : new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10);
}

/** The document with its scheduled buttons' on and off dates moved by whole days; the same document when none move. */
export function withMovedButtonDates(document: SavedDocument, days: number): SavedDocument {
  if (days === 0) return document;
  const move = (node: SavedNode): SavedNode => {
    const moved: SavedNode = node.children ? { ...node, children: node.children.map(move) } : { ...node };
    if (node.type === 'inlineButton' && Array.isArray(node.buttons)) {
      moved.buttons = (node.buttons as Array<Record<string, unknown>>).map((button) => ({
        ...button,
        ...(typeof button.on === 'string' ? { on: movedDate(button.on, days) } : {}),
        ...(typeof button.off === 'string' ? { off: movedDate(button.off, days) } : {}),
      }));
    }
    return moved;
  };
  return { ...document, root: move(document.root) as SavedDocument['root'] };
}
