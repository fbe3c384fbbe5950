/**
 * The y-websocket wire format (lib0 encoding): message 0 = sync (y-protocols/sync steps 1, 2 and update), 1 =
 * awareness, 3 = query awareness, and our 100 = saved ({version} as a JSON string), per the contract of issue 34.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;
export const MESSAGE_SAVED = 100;

/** Closing codes: the session ended or the person was deactivated, access to the page removed, the page gone. */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_GONE = 4404;

export { syncProtocol, awarenessProtocol };

export function message(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

export const syncStep1 = (doc: Y.Doc) => message(MESSAGE_SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, doc));
export const syncUpdate = (update: Uint8Array) => message(MESSAGE_SYNC, (encoder) => syncProtocol.writeUpdate(encoder, update));
export const awarenessMessage = (update: Uint8Array) =>
  message(MESSAGE_AWARENESS, (encoder) => encoding.writeVarUint8Array(encoder, update));
/**
 * What the server saved; `asked` marks the answer to this connection's own Save (which includes all it sent before), and
 * `unpublished` says whether the page now has changes readers do not see yet (a published page's draft, issue 33).
 */
export const savedMessage = (version: number, asked: boolean, unpublished: boolean) =>
  message(MESSAGE_SAVED, (encoder) =>
    encoding.writeVarString(encoder, JSON.stringify(asked ? { version, asked, unpublished } : { version, unpublished })),
  );

export interface LiveUser {
  id: string;
  name: string;
}

/**
 * An awareness update with each state's `user` said to be `user` (keeping the colour the browser chose), so nobody
 * can show as someone else. A state of null (a client leaving) stays null. States `mayChange` refuses are left out: a
 * browser's provider (y-websocket) sends on every state it hears of, a colleague's too, and taking those as the
 * sender's put the colleague's caret under the sender's name whenever the relay came first.
 */
export function awarenessAs(
  update: Uint8Array,
  user: LiveUser,
  mayChange: (clientId: number) => boolean = () => true,
): { update: Uint8Array; clientIds: number[] } {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const kept: Array<{ clientId: number; clock: number; state: string }> = [];
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state = JSON.parse(decoding.readVarString(decoder)) as { user?: { color?: unknown } } | null;
    if (!mayChange(clientId)) continue;
    const color = typeof state?.user?.color === 'string' ? state.user.color.slice(0, 32) : undefined;
    kept.push({
      clientId,
      clock,
      state: JSON.stringify(state && { ...state, user: { id: user.id, name: user.name, ...(color ? { color } : {}) } }),
    });
  }
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, kept.length);
  for (const { clientId, clock, state } of kept) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, state);
  }
  return { update: encoding.toUint8Array(encoder), clientIds: kept.map((each) => each.clientId) };
}

export type Incoming =
  | { kind: 'step1'; reply: Uint8Array }
  | { kind: 'update'; update: Uint8Array; answer: boolean }
  | { kind: 'awareness'; update: Uint8Array }
  | { kind: 'query-awareness' }
  | { kind: 'save' }
  | { kind: 'unknown' };

/** Reads one message from a client; a sync step 1 is answered from `doc` (step 2: what the client lacks). */
export function readMessage(data: Uint8Array, doc: Y.Doc): Incoming {
  const decoder = decoding.createDecoder(data);
  const type = decoding.readVarUint(decoder);
  if (type === MESSAGE_SYNC) {
    const step = decoding.readVarUint(decoder);
    if (step === syncProtocol.messageYjsSyncStep1) {
      const reply = message(MESSAGE_SYNC, (encoder) => syncProtocol.readSyncStep1(decoder, encoder, doc));
      return { kind: 'step1', reply };
    }
    // A step 2 answers the server's step 1: all the client had that the server lacked then.
    if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate)
      return { kind: 'update', update: decoding.readVarUint8Array(decoder), answer: step === syncProtocol.messageYjsSyncStep2 };
    return { kind: 'unknown' };
  }
  if (type === MESSAGE_AWARENESS) return { kind: 'awareness', update: decoding.readVarUint8Array(decoder) };
  if (type === MESSAGE_QUERY_AWARENESS) return { kind: 'query-awareness' };
  // The editor's explicit Save: a bare 100 asks for the save now, answered by 100 with the version.
  if (type === MESSAGE_SAVED) return { kind: 'save' };
  return { kind: 'unknown' };
}

/** An update that changes nothing (a client's step 2 when it has nothing the server lacks). */
const isEmptyUpdate = (update: Uint8Array) => update.length <= 2 && update.every((byte) => byte === 0);

/**
 * Whether `update` holds nothing `doc` lacks: no item past what the doc has of each client, no deletion it has not made.
 * A client's step 2 carries its whole delete set whatever the server has, so an answer that brings nothing is not
 * empty; taken as an edit it would log it and mark the session changed by that person (then a write from outside, a
 * discard or a restore, was saved over with the session's older text).
 */
export function bringsNothing(doc: Y.Doc, update: Uint8Array): boolean {
  if (isEmptyUpdate(update)) return true;
  const { structs, ds } = Y.decodeUpdate(update);
  const known = Y.decodeStateVector(Y.encodeStateVector(doc));
  if (structs.some((struct) => struct.id.clock + struct.length > (known.get(struct.id.client) ?? 0))) return false;
  if (ds.clients.size === 0) return true;
  const deleted = Y.createDeleteSetFromStructStore(doc.store);
  for (const [client, ranges] of ds.clients) {
    const have = deleted.clients.get(client) ?? [];
    if (!ranges.every((range) => covered(have, range.clock, range.len))) return false;
  }
  return true;
}

/** Whether sorted, merged ranges cover [clock, clock + len) (a delete set's ranges of one client). */
function covered(ranges: Array<{ clock: number; len: number }>, clock: number, len: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (range.clock + range.len <= clock) low = middle + 1;
    else if (range.clock > clock) high = middle - 1;
    else return clock + len <= range.clock + range.len;
  }
  return false;
}
