// The live session of one page (issue 34), a chunk of its own loaded only when the server offers a ticket: the Y.Doc,
// its WebSocket provider, who is here (awareness), the device's copy for working offline, and the save messages.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import type { AnyExtension } from '@tiptap/core';
import type { LiveUser, TicketAnswer } from '../../store/liveSession';
import { LiveCollaboration } from './liveCollaboration';
import { inputFirst } from './inputFirst';
import { ticketedWebSocket } from './ticketedSocket';
import { bindField } from './fieldBinding';
import { storeInBatches } from './deviceCopy';
import { keepBlocksSingle } from './blockIdentity';
import { liveDoc } from './liveDoc';

/** The custom message of the contract: the client asks the server to persist now; the server says what it saved. */
const MESSAGE_SAVED = 100;
/** An edit this recent may still be on its way to the server when a save message arrives. */
const SENT_MS = 300;

export type LineState = 'connecting' | 'online' | 'offline';

/** Why the server ended my session: 4401 session ended, 4403 access removed, 4404 page gone. */
export type EndReason = 'session' | 'access' | 'gone';

const END_REASONS: Record<number, EndReason> = { 4401: 'session', 4403: 'access', 4404: 'gone' };

export interface Colleague {
  clientId: number;
  id: string;
  name: string;
  color: string;
}

export interface LiveEvents {
  /** The line's state, for the bar ("Offline: changes kept on this device"). */
  line(state: LineState): void;
  /** Who else is here now (from awareness), each person once. */
  others(people: Colleague[]): void;
  /** The server persisted the session: the page's version now, or why it could not. */
  saved(answer: { version: number; unpublished?: boolean } | { error: string }): void;
  /** I changed the document, the title or the stand first. */
  edited(): void;
  /** The server closed my session for good. */
  ended(reason: EndReason): void;
  /** The editor is bound to the session (its state is in): editing may start. */
  bound(): void;
}

export interface LiveSessionOptions {
  pageId: number;
  user: LiveUser;
  address: string;
  ticket(): Promise<TicketAnswer>;
  events: LiveEvents;
}

type AwarenessChanges = { added: number[]; updated: number[]; removed: number[] };

/**
 * y-websocket sends the server every awareness state it hears of, others' too, at each of their caret moves; the
 * server keeps each state for the connection that gave it (liveHub.ts), so those sends were only work, on a long page
 * in the frames of my typing. Only a change of my own state goes out now.
 */
export function sendOnlyMine(provider: WebsocketProvider) {
  const own = provider as unknown as { _awarenessUpdateHandler: (changes: AwarenessChanges, origin: unknown) => void };
  const sendAll = own._awarenessUpdateHandler;
  const me = provider.awareness.clientID;
  const sendMine = (changes: AwarenessChanges, origin: unknown) => {
    if ([changes.added, changes.updated, changes.removed].some((ids) => ids.includes(me)))
      sendAll({ added: [], updated: [me], removed: [] }, origin);
  };
  provider.awareness.off('update', sendAll);
  provider.awareness.on('update', sendMine);
  // y-websocket takes its handler off by this name when destroyed.
  own._awarenessUpdateHandler = sendMine;
}

export class LiveSession {
  readonly doc = liveDoc();
  readonly provider: WebsocketProvider;
  private readonly local: IndexeddbPersistence;
  private readonly deviceCopy: ReturnType<typeof storeInBatches>;
  /** Others' messages wait while my key is on its way to the screen. */
  private readonly mineFirst = inputFirst();
  /** Takes in my input the bound editor has not read yet (a click's caret), before others' messages; null unbound. */
  private readPendingInput: (() => void) | null = null;
  private readonly events: LiveEvents;
  private changedSinceSaved = false;
  private lastEdit = 0;
  /** My edits so far, and how many there were when I last asked the server to save (null: not asked since). */
  private edits = 0;
  private editsWhenAsked: number | null = null;
  private ended = false;
  // The browser knows first when the line is down: a socket can look open for many seconds after (y-websocket's
  // watchdog waits 30 s for silence).
  private readonly onOffline = () => this.provider.disconnect();
  private readonly onOnline = () => {
    if (!this.ended) this.provider.connect();
  };

  constructor({ pageId, user, address, ticket, events }: LiveSessionOptions) {
    this.events = events;
    // The device's copy: changes made offline survive a reload and are sent when the line is back (as Yjs updates, so
    // they merge like any other; see docs/editor.md).
    // One copy of every block, whatever others moved at the same time (blockIdentity.ts); before the device's copy loads.
    keepBlocksSingle(this.doc);
    this.local = new IndexeddbPersistence(`masthead-live-${pageId}`, this.doc);
    this.deviceCopy = storeInBatches(this.local, this.doc, () => !this.provider?.wsconnected);
    const separator = address.lastIndexOf('/');
    this.provider = new WebsocketProvider(address.slice(0, separator), address.slice(separator + 1), this.doc, {
      connect: false,
      disableBc: true,
      maxBackoffTime: 5000,
      WebSocketPolyfill: ticketedWebSocket(ticket, this.local.whenSynced, this.mineFirst.after, () =>
        this.readPendingInput?.(),
      ) as unknown as typeof WebSocket,
    });
    sendOnlyMine(this.provider);
    this.provider.awareness.setLocalStateField('user', { id: user.id, name: user.name, color: user.color });
    this.provider.messageHandlers[MESSAGE_SAVED] = (_encoder, decoder) => {
      const answer = JSON.parse(decoding.readVarString(decoder)) as {
        version?: unknown;
        error?: unknown;
        asked?: unknown;
        unpublished?: unknown;
      };
      if (typeof answer.version === 'number') {
        if (answer.asked === true && this.editsWhenAsked !== null) {
          // The answer to my Save: the server took it after everything I sent before it, on the same line.
          if (this.edits === this.editsWhenAsked) this.changedSinceSaved = false;
          this.editsWhenAsked = null;
        }
        // Any other save has my edits once they reached it: sent at once while online, with the sync after a break.
        else if (this.online() && performance.now() - this.lastEdit > SENT_MS) this.changedSinceSaved = false;
        const unpublished = typeof answer.unpublished === 'boolean' ? answer.unpublished : undefined;
        this.events.saved({ version: answer.version, unpublished });
      } else this.events.saved({ error: typeof answer.error === 'string' ? answer.error : '' });
    };
    this.provider.on('status', ({ status }) => {
      // Back on the line: my presence again with a newer clock, which the server takes even though it dropped the old.
      if (status === 'connected') {
        performance.mark('live:socket');
        this.provider.awareness.setLocalState(this.provider.awareness.getLocalState());
      }
      this.events.line(status === 'connected' ? 'online' : status === 'connecting' ? 'connecting' : 'offline');
    });
    this.provider.on('connection-close', () => this.events.line('offline'));
    this.provider.on('closed', ({ code }) => {
      this.ended = true;
      this.provider.disconnect();
      this.events.ended(END_REASONS[code] ?? 'access');
    });
    // Told only when who is here changes, not at each move of a caret: a React commit while a long document has the
    // caret reads all its text (React's selection bookkeeping), which others' typing made happen at each key.
    let people = '';
    this.provider.awareness.on('change', () => {
      const others = this.others();
      const now = JSON.stringify(others);
      if (now === people) return;
      people = now;
      this.events.others(others);
    });
    this.doc.on('update', (_update: Uint8Array, origin: unknown) => {
      if (origin === this.provider || origin === this.local) return;
      this.changedSinceSaved = true;
      this.edits++;
      this.lastEdit = performance.now();
      this.events.edited();
    });
  }

  /**
   * Opens the line while the device's copy loads; resolves at once online, offline when the copy is in. The provider
   * hears of the open line only once the copy is in (ticketedWebSocket's `ready`), so changes kept offline go with
   * the first sync as before, while the socket's handshake and the server's opening of the page overlap the copy's
   * loading. Waiting for the copy before connecting made the first key wait for both in turn.
   */
  async open(): Promise<void> {
    // For `npm run bench -- live-open`: when the copy is in (at once when it was in before the page was painted).
    void this.local.whenSynced.then(() => performance.mark('live:device-copy'));
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    if (navigator.onLine) return void this.provider.connect();
    this.events.line('offline');
    await this.local.whenSynced;
  }

  /** Resolves once the server's state is in (the first sync), or the device's copy when the line is down. */
  whenSynced(timeoutMs: number): Promise<'synced' | 'local'> {
    if (this.provider.synced) return Promise.resolve('synced');
    return new Promise((resolve) => {
      const onSync = (synced: boolean) => {
        if (!synced) return;
        clearTimeout(timer);
        this.provider.off('sync', onSync);
        resolve('synced');
      };
      const timer = setTimeout(() => {
        if (this.doc.getXmlFragment('body').length === 0) return;
        this.provider.off('sync', onSync);
        resolve('local');
      }, timeoutMs);
      this.provider.on('sync', onSync);
    });
  }

  /**
   * The editor's extensions for this session: the editor opens on the saved document and binds when `ready` (the
   * session's state is in) resolves.
   */
  extensions(ready: Promise<unknown>): AnyExtension[] {
    return [
      LiveCollaboration.configure({
        fragment: this.doc.getXmlFragment('body'),
        awareness: this.provider.awareness,
        ready,
        onBound: () => this.events.bound(),
        onPendingInput: (read) => (this.readPendingInput = read),
      }),
    ];
  }

  /** The title or stand first, a shared text of the session; `onChange` hears others' changes. The writer and the unbinding. */
  field(name: 'title' | 'standfirst', onChange: (value: string) => void) {
    return bindField(this.doc.getText(name), onChange);
  }

  /** Asks the server to persist now (Save, Ctrl+S, before publishing): after my pending updates on the same line. */
  requestSave(): boolean {
    if (!this.provider.wsconnected) return false;
    // Asked before the server's state is in (the line just came back), the save goes once it is: then what I typed
    // offline or before the binding has gone before it (my answer to the server's first message precedes its answer to
    // mine), and the save has it.
    if (!this.provider.synced) {
      if (!this.saveOnSync) {
        this.saveOnSync = (synced: boolean) => {
          if (!synced) return;
          this.provider.off('sync', this.saveOnSync!);
          this.saveOnSync = null;
          this.sendSave();
        };
        this.provider.on('sync', this.saveOnSync);
      }
      return true;
    }
    return this.sendSave();
  }

  private saveOnSync: ((synced: boolean) => void) | null = null;

  private sendSave(): boolean {
    const socket = this.provider.ws;
    if (!socket || socket.readyState !== socket.OPEN) return false;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SAVED);
    socket.send(encoding.toUint8Array(encoder));
    this.editsWhenAsked = this.edits;
    return true;
  }

  /** Whether I changed anything the server has not said it saved. */
  get unsaved(): boolean {
    return this.changedSinceSaved;
  }

  online(): boolean {
    return this.provider.wsconnected && this.provider.synced;
  }

  private others(): Colleague[] {
    const seen = new Map<string, Colleague>();
    for (const [clientId, state] of this.provider.awareness.getStates()) {
      const user = (state as { user?: Partial<LiveUser> }).user;
      if (clientId === this.doc.clientID || !user?.id || seen.has(user.id)) continue;
      seen.set(user.id, { clientId, id: user.id, name: user.name ?? '', color: user.color ?? '' });
    }
    return [...seen.values()];
  }

  /** Leaves: when everything was sent and saved, the device's copy is no longer needed. */
  async destroy(): Promise<void> {
    const clean = this.online() && !this.changedSinceSaved;
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.mineFirst.stop();
    this.provider.destroy();
    this.deviceCopy.flush();
    this.deviceCopy.stop();
    if (clean) await this.local.clearData();
    else await this.local.destroy();
    this.doc.destroy();
  }
}
