/**
 * One page's live session in this process: its Y.Doc (the live state), awareness, the sockets on it, and what of the
 * update log it has applied. Updates from a socket are written to the log before they are applied and passed on, so
 * nothing another client sees can be lost; updates from other servers are read from the log after their NOTIFY.
 */
import * as Y from 'yjs';
import type { SavedDocument } from '../../contract/document';
import type { User } from '../db/schema';
import type { AppDeps } from '../deps';
import { appendUpdate, readSince, type LoggedUpdate } from './liveStore';
import { awarenessMessage, awarenessProtocol, syncStep1, syncUpdate } from './liveProtocol';
import type { LiveFields } from './liveDocument';
import { liveDoc } from '../../src/editor/collab/liveDoc';
import { trace, traceNow, tracing } from './liveTrace';

export interface LiveSocket {
  send(data: Uint8Array): void;
  close(code: number, reason: string): void;
}

export interface Connection {
  socket: LiveSocket;
  user: User;
  sessionHash: string;
  /** Awareness client ids this socket spoke for, removed when it leaves. */
  clientIds: Set<number>;
  /** Its messages are handled one after another. */
  queue: Promise<void>;
  /** When its rights were last checked (ms of deps.clock), and the check under way, if any. */
  checkedAt: number;
  checking?: Promise<boolean> | null;
  /** When its message being handled came in (for LIVE_TRACE). */
  receivedAt?: number;
  /** Closed by the server (rights lost): what it still sent is not taken. */
  closed: boolean;
  /** Called once its next answer to a sync step 1 of the server's is applied (see takeInFlight). */
  answered?: Array<() => void>;
}

/** How long a write from outside waits for the sockets' answers (a socket that does not answer holds nothing up longer). */
const TAKE_IN_FLIGHT_MS = 2_000;

/**
 * Carets and presence are passed on at most this often (each socket hears of all that changed meanwhile at once): with
 * four people typing, a message per caret move reached every browser about thirty times a second, as many again as
 * their changes (issue 34's typing target); a caret now shows up to this much later.
 */
export const AWARENESS_EVERY_MS = 50;

/** The origin of changes the server makes itself (merging a write from outside the session). */
export const SERVER_CHANGE = Symbol('server change');
/** The origin of updates read from the log (other servers' clients). */
export const FROM_LOG = Symbol('from log');

export class LiveRoom {
  readonly doc = liveDoc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly connections = new Map<LiveSocket, Connection>();
  /** Every update up to this number is applied; `ahead` holds those applied beyond it. */
  appliedSeq = 0;
  private ahead = new Set<number>();
  private catchingUp: Promise<void> = Promise.resolve();
  /** The page version and document the live state was last saved as or merged from, and its fields then. */
  savedVersion = 0;
  savedBody: SavedDocument = { root: { type: 'root', children: [] } as unknown as SavedDocument['root'] };
  savedFields: LiveFields = { title: '', standfirst: '' };
  /** Who made the changes not yet saved (the last of them), or null when saved. */
  dirtyBy: User | null = null;
  saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** Sends an awareness update of this server's clients to the other servers (PostgreSQL); set by the hub. */
  shareAwareness?: (update: Uint8Array) => void;
  /** Writes of the server's own changes to the log, in order. */
  private serverWrites: Promise<void> = Promise.resolve();
  /** Awareness clients changed since the sockets last heard (and of those, the ones other servers should hear of). */
  private awarenessChanged = new Set<number>();
  private awarenessToShare = new Set<number>();
  private awarenessTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly deps: AppDeps,
    readonly pageId: number,
  ) {
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const message = syncUpdate(update);
      for (const connection of this.connections.values()) if (connection !== origin) connection.socket.send(message);
      if (origin === SERVER_CHANGE) this.serverWrites = this.serverWrites.then(() => this.logServerChange(update));
    });
    this.awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      const connection = [...this.connections.values()].find((each) => each === origin);
      if (connection) {
        for (const id of added) connection.clientIds.add(id);
        for (const id of removed) connection.clientIds.delete(id);
      }
      for (const id of changed) this.awarenessChanged.add(id);
      // Carets of this server's clients reach the other servers' (a NOTIFY: small, and never kept).
      if (connection || origin === null) for (const id of changed) this.awarenessToShare.add(id);
      this.awarenessTimer ??= setTimeout(() => this.passOnAwareness(), AWARENESS_EVERY_MS);
    });
  }

  /** Tells each socket what changed of the others' states since it last heard (not its own, which it knows). */
  private passOnAwareness() {
    this.awarenessTimer = null;
    const changed = [...this.awarenessChanged];
    const toShare = [...this.awarenessToShare];
    this.awarenessChanged.clear();
    this.awarenessToShare.clear();
    let toAll: Uint8Array | null = null;
    for (const each of this.connections.values()) {
      const others = changed.filter((id) => !each.clientIds.has(id));
      if (others.length === 0) continue;
      if (others.length < changed.length)
        each.socket.send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.awareness, others)));
      else each.socket.send((toAll ??= awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed))));
    }
    if (toShare.length) this.shareAwareness?.(awarenessProtocol.encodeAwarenessUpdate(this.awareness, toShare));
  }

  private async logServerChange(update: Uint8Array) {
    this.markApplied(await appendUpdate(this.deps, this.pageId, update, null));
  }

  /** Waits for the server's own changes to reach the log. */
  flushServerWrites() {
    return this.serverWrites;
  }

  /** Applies logged updates (the snapshot's first, as seq 0) and remembers how far the log is applied. */
  applyLogged(updates: LoggedUpdate[]) {
    for (const { seq, update } of updates) {
      Y.applyUpdate(this.doc, update, FROM_LOG);
      this.markApplied(seq);
    }
  }

  markApplied(seq: number) {
    if (seq <= this.appliedSeq) return;
    this.ahead.add(seq);
    while (this.ahead.delete(this.appliedSeq + 1)) this.appliedSeq++;
  }

  /** A client's update: to the log first, then into the doc (and so to the other sockets). */
  async receive(connection: Connection, update: Uint8Array) {
    const checked = traceNow();
    const seq = await appendUpdate(this.deps, this.pageId, update, connection.user.id);
    if (tracing()) {
      trace('received', this.pageId, seq, connection.receivedAt);
      trace('checked', this.pageId, seq, checked);
      trace('committed', this.pageId, seq);
    }
    Y.applyUpdate(this.doc, update, connection);
    this.markApplied(seq);
  }

  /** Reads what other servers logged since the last applied update (after a NOTIFY, or a LISTEN reconnect). */
  catchUp(upTo = Infinity): Promise<void> {
    const next = this.catchingUp.then(async () => {
      if (upTo <= this.appliedSeq) return;
      const updates = await readSince(this.deps.database.db, this.pageId, this.appliedSeq);
      const read = traceNow();
      this.applyLogged(updates);
      if (tracing())
        for (const { seq } of updates) {
          trace('read', this.pageId, seq, read);
          trace('sent', this.pageId, seq);
        }
    });
    // A read that fails (the database unreachable) fails this call only: the next one reads on from what was applied.
    this.catchingUp = next.catch(() => undefined);
    return next;
  }

  /**
   * Asks every socket here for what it has and the server lacks (a sync step 1: edits still on their way, a device's
   * offline changes) and resolves when each answer is applied, or after `ms`: a write from outside the session is
   * merged after the edits people made before it reached the server, not before them.
   */
  async takeInFlight(ms = TAKE_IN_FLIGHT_MS): Promise<void> {
    const connections = [...this.connections.values()].filter((connection) => !connection.closed);
    if (!connections.length) return;
    const step1 = syncStep1(this.doc);
    const answers = connections.map(
      (connection) =>
        new Promise<void>((resolve) => {
          (connection.answered ??= []).push(resolve);
          connection.socket.send(step1);
        }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all(answers), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }

  remove(socket: LiveSocket) {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    awarenessProtocol.removeAwarenessStates(this.awareness, [...connection.clientIds], null);
  }

  destroy() {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    // What changed last (the last person leaving) still reaches the other servers.
    if (this.awarenessTimer) {
      clearTimeout(this.awarenessTimer);
      this.passOnAwareness();
    }
    this.awareness.destroy();
    this.doc.destroy();
  }
}
