import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { bringsNothing } from './liveProtocol';

/** The server's doc and a client's, in sync, after someone typed and deleted (so both have a delete set). */
function synced() {
  const server = new Y.Doc();
  const text = server.getText('body');
  text.insert(0, 'The first crossing. A third crossing.');
  text.delete(19, 18);
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
  /** What the client answers to the server's sync step 1: all it has that the server lacks, and its whole delete set. */
  const answer = () => Y.encodeStateAsUpdate(client, Y.encodeStateVector(server));
  return { server, client, answer };
}

describe('a client update that brings the server nothing', () => {
  it('is an answer to a step 1 that holds only deletions the server has made already', () => {
    const { server, answer } = synced();
    const update = answer();
    expect(update.length).toBeGreaterThan(2);
    expect(bringsNothing(server, update)).toBe(true);
  });

  it('is not an answer holding typing or a deletion the server lacks', () => {
    const typed = synced();
    typed.client.getText('body').insert(0, 'Ahead. ');
    expect(bringsNothing(typed.server, typed.answer())).toBe(false);

    const deleting = synced();
    deleting.client.getText('body').delete(0, 4);
    expect(bringsNothing(deleting.server, deleting.answer())).toBe(false);
    Y.applyUpdate(deleting.server, deleting.answer());
    expect(bringsNothing(deleting.server, deleting.answer())).toBe(true);
  });
});
