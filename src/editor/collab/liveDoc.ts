import * as Y from 'yjs';
import { installLazyTypeFields } from './lazyTypeFields';

/** V8 keeps an integer below 2^30 in the object itself; a larger one in a number object of its own. */
const SMALL = 2 ** 30;

/**
 * A Y.Doc for the live session (the browser's, the server's room and its seed) whose client id is below 2^30. Every
 * item of the page carries an ID with its author's client id; Yjs's own ids are random 32-bit numbers, three in four
 * too large for V8 to keep inline, so each ID held a number object of its own (0.5 MB of the browser's heap at 6,000
 * blocks, issue 34; once one such id is in a page, V8 boxes the field in every ID). Yjs still finds and changes a
 * client id another client is using, whatever its size. The shared state's format is unchanged. Its types make their
 * attribute Map and event handlers only when used (lazyTypeFields.ts).
 */
export function liveDoc(): Y.Doc {
  installLazyTypeFields();
  const doc = new Y.Doc();
  doc.clientID = Math.floor(Math.random() * SMALL);
  return doc;
}
