/**
 * The live sessions of this server process: opens a page's room from its snapshot and log (seeding it from the saved
 * document when it has none), handles each socket's messages, re-checks rights, saves a few seconds after the last
 * change and when the last person leaves, and frees the room a short while after (warmRooms.ts). With PostgreSQL it listens for other servers'
 * updates (NOTIFY carries only page and number; the update itself is read from the log) and for rights changes.
 */
import { sql } from 'drizzle-orm';
import type { AuditAction } from '../../contract/audit';
import type { Db } from '../db/database';
import type { Context, MiddlewareHandler } from 'hono';
import type { UpgradeWebSocket, WSContext } from 'hono/ws';
import type { User } from '../db/schema';
import type { AppDeps } from '../deps';
import { seedUpdate } from './liveDocument';
import { awarenessAs, awarenessMessage, awarenessProtocol, bringsNothing, readMessage, savedMessage, syncStep1 } from './liveProtocol';
import { LiveRoom, type Connection, type LiveSocket } from './liveRoom';
import { followSavedPage, hasUnpublishedChanges, saveRoom, workingPageOf } from './liveSaving';
import { LIVE_CHANNEL, openLiveState } from './liveStore';
import { ACCESS_ACTIONS, refusalOf, refusalReason } from './liveRights';
import { trace, traceJoin, traceNow } from './liveTrace';
import { WarmRooms } from './warmRooms';

export const ACCESS_CHANNEL = 'masthead_live_access';
export const AWARENESS_CHANNEL = 'masthead_live_awareness';
/** NOTIFY payloads must stay under 8000 bytes: larger awareness states are not shared across servers. */
const MAX_AWARENESS_PAYLOAD = 7000;

export interface LiveOptions {
  /** @hono/node-server's upgradeWebSocket (the Node entry and the tests give it; the browser's mock mode has none). */
  upgradeWebSocket: UpgradeWebSocket<unknown>;
  /** Quiet time after the last change before the live state is saved. */
  saveAfterMs?: number;
  /** How long a rights check holds for the messages after it. */
  rightsCheckMs?: number;
  /** How long a room stays open after its last person left (0: freed at once), and how many rooms at most stay so. */
  keepWarmMs?: number;
  warmRooms?: number;
}

/** A reload or a visit to the list and back comes within seconds; four 6,000-block rooms are about 60 MB. */
const KEEP_WARM_MS = 20_000;
const WARM_ROOMS = 4;

/** Who opened the socket, set by the route once the ticket and rights are checked. */
export interface LiveAdmission {
  user: User;
  sessionHash: string;
  pageId: number;
}

/** The origin of awareness states heard from another server. */
const FROM_OTHER_SERVER = Symbol('other server');

/** Catching up with the log is started by a notification and awaited by nobody: a failure is logged, and the next
 * notification or save reads on from what the room applied. */
const caughtUpFailed = (error: unknown) => void console.error('Catching up with the live log failed', error);

export class LiveHub {
  /** Tells this process's NOTIFYs from the others'. */
  readonly serverId = crypto.randomUUID();
  readonly rooms = new Map<number, Promise<LiveRoom>>();
  readonly upgrade: MiddlewareHandler;
  /** Quiet time after the last change before saving (options.saveAfterMs). */
  saveAfterMs: number;
  private readonly rightsCheckMs: number;
  /** Rooms nobody is in, kept open a short while (warmRooms.ts). */
  readonly warm: WarmRooms;

  constructor(
    readonly deps: AppDeps,
    options: LiveOptions,
  ) {
    this.saveAfterMs = options.saveAfterMs ?? 3000;
    this.rightsCheckMs = options.rightsCheckMs ?? 1000;
    this.warm = new WarmRooms(options.keepWarmMs ?? KEEP_WARM_MS, options.warmRooms ?? WARM_ROOMS, (pageId) => this.freeIfEmpty(pageId));
    this.upgrade = options.upgradeWebSocket((c: Context) => {
      const admission = c.get('liveAdmission' as never) as LiveAdmission;
      let socket: LiveSocket | null = null;
      return {
        onOpen: (_event, ws) => {
          socket = socketOf(ws);
          void this.join(socket, admission).catch(() => socket?.close(1011, 'The live session could not open.'));
        },
        onMessage: (event, _ws) => {
          if (socket) this.onMessage(socket, admission.pageId, toBytes(event.data));
        },
        onClose: () => {
          if (socket) void this.leave(socket, admission.pageId);
        },
      };
    });
  }

  /** Listens for other servers' updates and rights changes (PostgreSQL); PGlite is one process and needs none. */
  async start() {
    await this.deps.database.listen?.(LIVE_CHANNEL, (payload) => {
      if (!payload) return void this.catchUpAll();
      const [pageId, seq] = payload.split(':').map(Number);
      trace('notified', pageId, seq);
      void this.rooms
        .get(pageId)
        ?.then((room) => room.catchUp(seq))
        .catch(caughtUpFailed);
    });
    await this.deps.database.listen?.(ACCESS_CHANNEL, () => void this.recheckAll());
    await this.deps.database.listen?.(AWARENESS_CHANNEL, (payload) => {
      const [server, pageId, data] = payload?.split(':') ?? [];
      if (!data || server === this.serverId) return;
      void this.rooms
        .get(Number(pageId))
        ?.then((room) => {
          awarenessProtocol.applyAwarenessUpdate(room.awareness, Buffer.from(data, 'base64'), FROM_OTHER_SERVER);
        })
        .catch(() => undefined);
    });
  }

  private catchUpAll() {
    for (const room of this.rooms.values()) void room.then((each) => each.catchUp()).catch(caughtUpFailed);
  }

  private room(pageId: number): Promise<LiveRoom> {
    let room = this.rooms.get(pageId);
    if (!room) {
      room = this.openRoom(pageId);
      this.rooms.set(pageId, room);
      room.catch(() => this.rooms.delete(pageId));
    }
    return room;
  }

  private async openRoom(pageId: number): Promise<LiveRoom> {
    const room = new LiveRoom(this.deps, pageId);
    if (this.deps.database.kind === 'postgres') {
      room.shareAwareness = (update) => {
        const payload = `${this.serverId}:${pageId}:${Buffer.from(update).toString('base64')}`;
        if (payload.length <= MAX_AWARENESS_PAYLOAD)
          void this.deps.database.db.execute(sql`select pg_notify(${AWARENESS_CHANNEL}, ${payload})`).catch(() => {});
      };
    }
    const working = await workingPageOf(room);
    if (!working) throw new Error('The page is gone.');
    const state = await openLiveState(this.deps, pageId, async () => ({
      update: seedUpdate(working.body, { title: working.title, standfirst: working.precis }),
      version: working.version,
    }));
    if (state.snapshot) room.applyLogged([{ seq: state.snapshotSeq, update: state.snapshot }]);
    room.applyLogged(state.updates);
    room.savedVersion = state.savedVersion ?? working.version;
    room.savedBody = working.body;
    room.savedFields = { title: working.title, standfirst: working.precis };
    // Written outside the session while nobody had it open: merged in now.
    await followSavedPage(room);
    return room;
  }

  private async join(socket: LiveSocket, admission: LiveAdmission): Promise<void> {
    const began = traceNow();
    const pending = this.room(admission.pageId);
    const room = await pending;
    // Freed while this socket waited for it: opened again.
    if (this.rooms.get(admission.pageId) !== pending) return this.join(socket, admission);
    this.warm.cancel(admission.pageId);
    const connection: Connection = {
      socket,
      user: admission.user,
      sessionHash: admission.sessionHash,
      clientIds: new Set(),
      queue: Promise.resolve(),
      checkedAt: this.deps.clock().getTime(),
      closed: false,
    };
    room.connections.set(socket, connection);
    socket.send(syncStep1(room.doc));
    traceJoin(room.pageId, began);
    const states = [...room.awareness.getStates().keys()];
    if (states.length) socket.send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(room.awareness, states)));
  }

  private onMessage(socket: LiveSocket, pageId: number, data: Uint8Array) {
    const received = traceNow();
    void this.rooms.get(pageId)?.then((room) => {
      const connection = room.connections.get(socket);
      if (!connection) return;
      connection.queue = connection.queue
        .then(() => {
          connection.receivedAt = received;
          return this.handle(room, connection, data);
        })
        .catch(() => this.close(room, connection, 1011, 'The change could not be kept.'));
    });
  }

  private async handle(room: LiveRoom, connection: Connection, data: Uint8Array) {
    if (connection.closed) return;
    const incoming = readMessage(data, room.doc);
    switch (incoming.kind) {
      case 'step1':
        return connection.socket.send(incoming.reply);
      case 'update':
        try {
          if (bringsNothing(room.doc, incoming.update)) return;
          if (!(await this.mayStillEdit(room, connection))) return;
          await room.receive(connection, incoming.update);
          room.dirtyBy = connection.user;
          return this.saveSoon(room);
        } finally {
          if (incoming.answer) connection.answered?.splice(0).forEach((answered) => answered());
        }
      case 'awareness': {
        // A state another person's connection (or another server) gave is theirs: this one may not change it.
        const states = room.awareness.getStates();
        const mayChange = (clientId: number) =>
          connection.clientIds.has(clientId) ||
          !states.has(clientId) ||
          (states.get(clientId)?.user as { id?: unknown })?.id === connection.user.uid;
        const { update, clientIds } = awarenessAs(incoming.update, { id: connection.user.uid, name: connection.user.name }, mayChange);
        if (clientIds.length === 0) return;
        return awarenessProtocol.applyAwarenessUpdate(room.awareness, update, connection);
      }
      case 'save':
        if (room.saveTimer) clearTimeout(room.saveTimer);
        room.saveTimer = null;
        // Nothing to save: the version saved last, so the editor knows where it stands (a save tells everyone).
        if (!(await this.afterSave(room, () => saveRoom(room, connection))))
          connection.socket.send(savedMessage(room.savedVersion, true, await hasUnpublishedChanges(room)));
        return;
      case 'query-awareness':
        return connection.socket.send(
          awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(room.awareness, [...room.awareness.getStates().keys()])),
        );
    }
  }

  /**
   * Whether the person may still edit the page: no change is taken on a check older than rightsCheckMs. Once half
   * that has passed, the next change starts the check without waiting for it, so someone typing rarely waits for one.
   * Closes the socket when they may not.
   */
  private async mayStillEdit(room: LiveRoom, connection: Connection, force = false): Promise<boolean> {
    if (force) return this.checkRights(room, connection);
    const age = this.deps.clock().getTime() - connection.checkedAt;
    if (age < this.rightsCheckMs / 2) return true;
    if (!connection.checking) {
      connection.checking = this.checkRights(room, connection).finally(() => (connection.checking = null));
      // Not awaited when the last check is still fresh: a check that fails then fails the change that waits for the next.
      connection.checking.catch(() => {});
    }
    if (age < this.rightsCheckMs) return true;
    return connection.checking;
  }

  private async checkRights(room: LiveRoom, connection: Connection): Promise<boolean> {
    const now = this.deps.clock().getTime();
    const { code, user } = await refusalOf(this.deps, connection.sessionHash, room.pageId);
    if (code) {
      this.close(room, connection, code, refusalReason(code));
      return false;
    }
    connection.checkedAt = now;
    if (user) connection.user = user;
    return true;
  }

  /**
   * Every open socket's rights, checked again now (people or sharing changed). Nobody awaits it: a check that cannot
   * be made (the database unreachable, or closed as the server stops) is logged, never left to end the process, and
   * the socket's next change waits for a check that succeeds.
   */
  async recheckAll() {
    for (const pending of this.rooms.values()) {
      try {
        const room = await pending;
        await Promise.all([...room.connections.values()].map((connection) => this.mayStillEdit(room, connection, true)));
      } catch (error) {
        console.error('Checking live sessions again failed', error);
      }
    }
  }

  /**
   * Called by recordAudit in the transaction of every audited change: one that may change who may edit a page has
   * every server check its sockets again once it commits (NOTIFY is delivered on commit; PGlite is this process only,
   * and its next query waits for the transaction).
   */
  async accessMayChange(tx: Db, action: AuditAction) {
    if (!ACCESS_ACTIONS.has(action)) return;
    if (this.deps.database.kind === 'postgres') await tx.execute(sql`select pg_notify(${ACCESS_CHANNEL}, '')`);
    else setTimeout(() => void this.recheckAll(), 0);
  }

  /** A page was written (by anyone, anywhere in this process): open rooms follow their pages' saved copies. */
  pagesWritten() {
    for (const pending of this.rooms.values()) void pending.then((room) => this.afterSave(room, () => followSavedPage(room)));
    // Trashing a page or changing rights also ends here: the sockets are checked again.
    void this.recheckAll();
  }

  /** Saves the page's open live state now, when it has unsaved changes: a write from outside it is about to read the page. */
  async saveOpen(pageId: number) {
    const room = await this.rooms.get(pageId)?.catch(() => null);
    if (room) await this.afterSave(room, () => saveRoom(room));
  }

  private close(room: LiveRoom, connection: Connection, code: number, reason: string) {
    connection.closed = true;
    room.remove(connection.socket);
    connection.socket.close(code, reason);
    void this.leave(connection.socket, room.pageId);
  }

  private saving = new Map<number, Promise<unknown>>();

  /** Runs `work` after the room's save in progress (one save or merge at a time per room). */
  private afterSave<T>(room: LiveRoom, work: () => Promise<T>): Promise<T | undefined> {
    const next = (this.saving.get(room.pageId) ?? Promise.resolve())
      .then(work)
      .catch((error) => void console.error('Live save failed', error));
    this.saving.set(room.pageId, next);
    return next;
  }

  private saveSoon(room: LiveRoom) {
    if (room.saveTimer) clearTimeout(room.saveTimer);
    room.saveTimer = setTimeout(() => {
      room.saveTimer = null;
      void this.afterSave(room, () => saveRoom(room));
    }, this.saveAfterMs);
  }

  private async leave(socket: LiveSocket, pageId: number) {
    const pending = this.rooms.get(pageId);
    if (!pending) return;
    const room = await pending;
    // What the socket sent before it closed is kept: its messages are handled first.
    await room.connections.get(socket)?.queue;
    room.remove(socket);
    if (room.connections.size) return;
    if (room.saveTimer) clearTimeout(room.saveTimer);
    room.saveTimer = null;
    await this.afterSave(room, () => saveRoom(room));
    // Nobody came back meanwhile: the room is kept open a short while, then its memory is freed; the next opening
    // reads the snapshot and log again.
    if (!room.connections.size && this.rooms.get(pageId) === pending) this.warm.keep(pageId);
  }

  /** Frees the page's room when nobody came back, after its save or merge in progress. */
  private freeIfEmpty(pageId: number) {
    const pending = this.rooms.get(pageId);
    void pending?.then((room) =>
      this.afterSave(room, async () => {
        if (room.connections.size || this.rooms.get(pageId) !== pending) return;
        this.rooms.delete(pageId);
        this.saving.delete(pageId);
        room.destroy();
      }),
    );
  }

  /** Ends every session (the server stops): saves what is unsaved first. */
  async stop() {
    this.warm.clear();
    for (const [pageId, pending] of [...this.rooms]) {
      const room = await pending.catch(() => null);
      if (!room) continue;
      await this.afterSave(room, () => saveRoom(room));
      for (const connection of [...room.connections.values()]) connection.socket.close(1001, 'The server is stopping.');
      room.destroy();
      this.rooms.delete(pageId);
    }
  }
}

function socketOf(ws: WSContext<unknown>): LiveSocket {
  return {
    send: (data) => {
      if (ws.readyState === 1) ws.send(data as Uint8Array<ArrayBuffer>);
    },
    close: (code, reason) => ws.close(code, reason),
  };
}

function toBytes(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data as Buffer[]));
  return new TextEncoder().encode(String(data));
}
