/** What opening a connection needs: a fresh ticket, or why there is none (see store/liveSession.ts). */
import type { TicketAnswer } from '../../store/liveSession';

export type { TicketAnswer };

const REFUSAL_CLOSE = { 401: 4401, 403: 4403, 404: 4404 } as const;

/**
 * A WebSocket that first asks for a ticket, for y-websocket's provider, which makes its sockets synchronously on each
 * (re)connection: each connection gets a ticket of its own (single use, 30 s). A refused ticket closes as the server
 * would (4401/4403/4404), so the provider stops; an unreachable server closes as a broken line (1006), so it retries.
 */
export function ticketedWebSocket(
  ticket: () => Promise<TicketAnswer>,
  ready: Promise<unknown> = Promise.resolve(),
  /** What is sent, heard and closed goes through, in order (inputFirst.ts: after my key's frame); at once by default. */
  after: (hand: () => void) => void = (hand) => hand(),
  /** Runs before each message heard is handed on (the editor reads my input it has not read yet). */
  beforeHeard: () => void = () => undefined,
) {
  /** What the sockets heard before `ready` (the device's copy is in), handed on then, in order; null after. */
  let waiting: Array<() => void> | null = [];
  void ready.then(() => {
    const queued = waiting ?? [];
    waiting = null;
    for (const hand of queued) hand();
  });
  const deliver = (hand: () => void) => (waiting ? waiting.push(hand) : hand());
  return class TicketedWebSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSING = 2;
    readonly CLOSED = 3;
    binaryType: BinaryType = 'arraybuffer';
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent | { code: number; reason: string }) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private socket: WebSocket | null = null;
    private closed = false;

    constructor(address: string) {
      void ticket().then((answer) => {
        if (this.closed) return;
        if ('ticket' in answer) return this.open(address, answer.ticket);
        const code = 'refused' in answer ? REFUSAL_CLOSE[answer.refused] : 1006;
        this.finish({ code, reason: '' });
      });
    }

    get readyState(): number {
      if (this.closed) return this.CLOSED;
      return this.socket?.readyState ?? this.CONNECTING;
    }

    send(data: ArrayBufferLike | Uint8Array) {
      // Also after my key's frame: the socket's send took about half a millisecond of each key on a long page.
      after(() => this.socket?.send(data as ArrayBuffer));
    }

    close() {
      // After what was sent before it.
      after(() => {
        if (this.socket) this.socket.close();
        else this.finish({ code: 1000, reason: '' });
      });
    }

    private open(address: string, ticketValue: string) {
      const url = new URL(address);
      url.searchParams.set('ticket', ticketValue);
      const socket = new WebSocket(url);
      socket.binaryType = this.binaryType;
      this.socket = socket;
      // The line opens at once, but the provider hears of it once `ready`: its first sync then asks only for what the
      // device's copy lacks, and sends what the copy has that the server lacks.
      socket.onopen = (event) => deliver(() => !this.closed && this.onopen?.(event));
      socket.onmessage = (event) =>
        deliver(() =>
          after(() => {
            if (this.closed) return;
            beforeHeard();
            this.onmessage?.(event);
          }),
        );
      socket.onerror = (event) => this.onerror?.(event);
      // After any message still held, which the close would otherwise drop.
      socket.onclose = (event) => after(() => this.finish(event));
    }

    private finish(event: CloseEvent | { code: number; reason: string }) {
      if (this.closed) return;
      this.closed = true;
      this.onclose?.(event);
    }
  };
}
