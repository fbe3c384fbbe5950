import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticketedWebSocket } from './ticketedSocket';

afterEach(() => vi.unstubAllGlobals());

/** A browser WebSocket that records what is done to it. */
class RecordingSocket {
  static made: RecordingSocket[] = [];
  readonly done: string[] = [];
  readyState = 1;
  binaryType = 'blob';
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: URL) {
    RecordingSocket.made.push(this);
  }
  send(data: Uint8Array) {
    this.done.push(`send ${data[0]}`);
  }
  close() {
    this.done.push('close');
  }
}

describe('the live session’s socket', () => {
  it('sends, hears and closes through `after`, in the order they came, my unread input read before each message heard', async () => {
    vi.stubGlobal('WebSocket', RecordingSocket);
    RecordingSocket.made = [];
    const held: Array<() => void> = [];
    let holding = false;
    const after = (hand: () => void) => (holding ? held.push(hand) : hand());
    const heard: Array<number | string> = [];
    const Socket = ticketedWebSocket(
      () => Promise.resolve({ ticket: 't-1' }),
      Promise.resolve(),
      after,
      () => heard.push('read'),
    );
    const socket = new Socket('ws://127.0.0.1/api/pages/1/live');
    socket.onmessage = (event) => heard.push((event.data as Uint8Array)[0]);
    await vi.waitFor(() => expect(RecordingSocket.made).toHaveLength(1));
    const inner = RecordingSocket.made[0];
    expect(inner.url.searchParams.get('ticket')).toBe('t-1');

    holding = true;
    socket.send(new Uint8Array([1]));
    inner.onmessage?.({ data: new Uint8Array([7]) } as MessageEvent);
    socket.send(new Uint8Array([2]));
    socket.close();
    expect(inner.done).toEqual([]);
    expect(heard).toEqual([]);
    holding = false;
    for (const hand of held.splice(0)) hand();
    expect(inner.done).toEqual(['send 1', 'send 2', 'close']);
    expect(heard).toEqual(['read', 7]);
  });
});
