import type { IndexeddbPersistence } from 'y-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { STORE_MS, storeInBatches } from './deviceCopy';

afterEach(() => vi.useRealTimers());

/** A stand-in for y-indexeddb: its handler on the document writes each update it is given (one IndexedDB transaction each). */
function deviceCopyOf(doc: Y.Doc) {
  const written: Uint8Array[] = [];
  const local = { _storeUpdate: (update: Uint8Array, origin: unknown) => origin !== local && written.push(update) };
  doc.on('update', local._storeUpdate);
  return { local: local as unknown as IndexeddbPersistence, written };
}

describe("the device's copy of a live page", () => {
  it('writes the keystrokes of a second (mine and others’) as one update that brings back all of them', () => {
    vi.useFakeTimers();
    const doc = new Y.Doc();
    const { local, written } = deviceCopyOf(doc);
    const batches = storeInBatches(local, doc);
    const text = doc.getText('title');
    for (const letter of 'Ferry') text.insert(text.length, letter);
    const other = new Y.Doc();
    other.getText('title').insert(0, 'Late ');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other), 'wire');
    expect(written).toHaveLength(0);
    vi.advanceTimersByTime(STORE_MS);
    expect(written).toHaveLength(1);
    const reopened = new Y.Doc();
    Y.applyUpdate(reopened, written[0]);
    expect(reopened.getText('title').toString()).toBe(doc.getText('title').toString());
    batches.stop();
  });

  it('writes a large update (the whole page as it arrives) as it came, merging only the small ones around it', () => {
    vi.useFakeTimers();
    const doc = new Y.Doc();
    const { local, written } = deviceCopyOf(doc);
    const batches = storeInBatches(local, doc);
    const server = new Y.Doc();
    server.getText('body').insert(0, 'harbour '.repeat(10_000));
    const whole = Y.encodeStateAsUpdate(server);
    expect(whole.length).toBeGreaterThan(64 * 1024);
    Y.applyUpdate(doc, whole, 'wire');
    const text = doc.getText('title');
    for (const letter of 'Ferry') text.insert(text.length, letter);
    vi.advanceTimersByTime(STORE_MS);
    // Two writes: the page as it came, and my five keys merged (merging the page with them took 250 ms at 6,000 blocks).
    expect(written.map((update) => update.length > 64 * 1024)).toEqual([true, false]);
    const reopened = new Y.Doc();
    for (const update of written) Y.applyUpdate(reopened, update);
    expect(reopened.getText('title').toString()).toBe('Ferry');
    expect(reopened.getText('body').toString()).toBe(server.getText('body').toString());
    batches.stop();
  });

  it('writes each change at once while offline, where the device has the only copy', () => {
    vi.useFakeTimers();
    const doc = new Y.Doc();
    const { local, written } = deviceCopyOf(doc);
    let offline = false;
    const batches = storeInBatches(local, doc, () => offline);
    doc.getText('title').insert(0, 'Pier');
    expect(written).toHaveLength(0);
    offline = true;
    doc.getText('title').insert(4, ' 4');
    expect(written).toHaveLength(1);
    doc.getText('title').insert(6, '!');
    expect(written).toHaveLength(2);
    const reopened = new Y.Doc();
    for (const update of written) Y.applyUpdate(reopened, update);
    expect(reopened.getText('title').toString()).toBe('Pier 4!');
    batches.stop();
  });

  it('writes at once when the page is left or the tab goes to the background', () => {
    vi.useFakeTimers();
    const doc = new Y.Doc();
    const { local, written } = deviceCopyOf(doc);
    const batches = storeInBatches(local, doc);
    doc.getText('title').insert(0, 'Pier');
    window.dispatchEvent(new Event('pagehide'));
    expect(written).toHaveLength(1);
    doc.getText('title').insert(4, ' 4');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(written).toHaveLength(2);
    // What the copy itself loads is not written back.
    const loaded = new Y.Doc();
    loaded.getText('title').insert(0, 'Kept: ');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(loaded), local);
    vi.advanceTimersByTime(STORE_MS);
    expect(written).toHaveLength(2);
    batches.stop();
  });
});
