import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite';

// The server's bytea handlers (the live log and snapshots): every byte back as written, whatever the size.
let client: PGlite;
beforeAll(async () => {
  client = await createPglite();
  await client.exec('create table blobs (id integer primary key, data bytea)');
});
afterAll(() => client?.close());

const bytesOf = (size: number, seed: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) & 0xff);

describe('bytea through PGlite', () => {
  it('keeps every byte, NUL and 0xff included, at odd and large sizes, in both directions', async () => {
    const cases = [new Uint8Array(0), Uint8Array.of(0), Uint8Array.of(0xff, 0, 0x0a, 0x5c), bytesOf(4097, 7), bytesOf(1_000_003, 3)];
    for (const [id, data] of cases.entries()) {
      await client.query('insert into blobs (id, data) values ($1, $2)', [id, data]);
      const {
        rows: [row],
      } = await client.query<{ data: Uint8Array; hex: string; size: number }>(
        `select data, encode(data, 'hex') as hex, length(data) as size from blobs where id = $1`,
        [id],
      );
      // What the database holds (its own hex of it), and what comes back.
      expect(row.size).toBe(data.length);
      expect(row.hex).toBe(Buffer.from(data).toString('hex'));
      expect(row.data).toBeInstanceOf(Uint8Array);
      expect(Buffer.compare(Buffer.from(row.data), Buffer.from(data))).toBe(0);
    }
  });

  it('writes a part of a larger buffer as that part only', async () => {
    const whole = bytesOf(64, 1);
    const part = whole.subarray(10, 20);
    await client.query('insert into blobs (id, data) values ($1, $2)', [100, part]);
    const { rows } = await client.query<{ hex: string }>(`select encode(data, 'hex') as hex from blobs where id = 100`);
    expect(rows[0].hex).toBe(Buffer.from(part).toString('hex'));
  });

  it('refuses what is not bytes, as PGlite does', async () => {
    await expect(client.query('insert into blobs (id, data) values ($1, $2::bytea)', [101, 'not bytes'])).rejects.toThrow(
      'Invalid input for bytea type',
    );
    const { rows } = await client.query('select 1 from blobs where id = 101');
    expect(rows).toHaveLength(0);
  });
});
