import type { CDPSession } from 'playwright-core';

export interface HeapGroup {
  name: string;
  count: number;
  bytes: number;
}

/** The JS heap in use after a full collection (what DevTools' memory panel shows), in bytes. */
export async function usedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** A heap snapshot after a collection, as DevTools saves it (a .heapsnapshot file's text). */
export async function heapSnapshotText(cdp: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return chunks.join('');
}

/**
 * A heap snapshot grouped as DevTools' "Summary" view does: by constructor (objects), or by kind (strings, code,
 * arrays, native DOM), with each group's count and shallow size, largest first.
 */
export async function heapSummary(cdp: CDPSession, text?: string): Promise<HeapGroup[]> {
  const snapshot = JSON.parse(text ?? (await heapSnapshotText(cdp))) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const groups = new Map<string, HeapGroup>();
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    const type = types[snapshot.nodes[index + typeAt]];
    const name = snapshot.strings[snapshot.nodes[index + nameAt]];
    const key =
      type === 'object' || type === 'native' || type === 'closure'
        ? `${type === 'closure' ? 'closure ' : ''}${name.split(' ')[0]}`
        : type === 'string' || type === 'concatenated string' || type === 'sliced string'
          ? '(strings)'
          : `(${type})`;
    const group = groups.get(key) ?? { name: key, count: 0, bytes: 0 };
    group.count++;
    group.bytes += snapshot.nodes[index + sizeAt];
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes);
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
