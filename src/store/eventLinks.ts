/** Event data for a link in a preview card (the editor's dialog); apart from events.ts, which event pages load. */
export { fetchEvent } from '../api/eventEditing';
