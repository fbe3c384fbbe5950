import * as decoding from 'lib0/decoding';
import { describe, expect, it } from 'vitest';
import { WebsocketProvider } from 'y-websocket';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import { sendOnlyMine } from './liveSession';

/** The client ids of the awareness states in each awareness message sent. */
function statesSent(sent: Uint8Array[]): number[][] {
  return sent.map((message) => {
    const decoder = decoding.createDecoder(message);
    expect(decoding.readVarUint(decoder)).toBe(1);
    const update = decoding.createDecoder(decoding.readVarUint8Array(decoder));
    const count = decoding.readVarUint(update);
    return Array.from({ length: count }, () => {
      const clientId = decoding.readVarUint(update);
      decoding.readVarUint(update);
      decoding.readVarString(update);
      return clientId;
    });
  });
}

describe("the live session's carets", () => {
  it('sends the server only my own awareness state, not each colleague’s it hears of', () => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider('ws://127.0.0.1:9', 'pages/1/live', doc, { connect: false, disableBc: true });
    const sent: Uint8Array[] = [];
    Object.assign(provider, {
      wsconnected: true,
      ws: { readyState: 1, OPEN: 1, send: (message: Uint8Array) => sent.push(message), close: () => undefined },
    });
    sendOnlyMine(provider);

    const colleague = new awarenessProtocol.Awareness(new Y.Doc());
    colleague.setLocalStateField('cursor', { anchor: 4 });
    awarenessProtocol.applyAwarenessUpdate(
      provider.awareness,
      awarenessProtocol.encodeAwarenessUpdate(colleague, [colleague.clientID]),
      provider,
    );
    expect(provider.awareness.getStates().has(colleague.clientID)).toBe(true);
    expect(sent).toEqual([]);

    provider.awareness.setLocalStateField('cursor', { anchor: 9 });
    expect(statesSent(sent)).toEqual([[doc.clientID]]);
    provider.destroy();
    colleague.destroy();
    // Destroyed: y-websocket takes the handler off by its name, so nothing more is sent.
    const count = sent.length;
    provider.awareness.setLocalStateField('cursor', { anchor: 10 });
    expect(sent.length).toBe(count);
  });
});
