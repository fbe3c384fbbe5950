/**
 * The 16-character hash of block prints made before migration 0022 (print version 1), kept only so the upgrade
 * (revisionReprint.ts) can tell which stored blocks are the ones their revisions printed. It is the old format's
 * definition, not a hash anything new is made with: the old code computed it over a buffer shared between calls,
 * whose Int32Array view went stale once a block's JSON outgrew it with a length not a multiple of 4; from then on
 * its prints depended on a block's length only, and different blocks were stored under one print. This reading
 * takes fresh bytes every call, so it gives the print the old code meant; a stored block it does not reprint to its
 * hash was stored by a process in that state. Remove it once no database holds version 1 prints.
 * It stays hand-written on purpose: no library computes this format, and a standard hash (node:crypto, Web Crypto)
 * would match no stored version 1 print, so revisionReprint.ts would mark every old revision damaged. New prints
 * are SHA-256 already (blockPrints.ts).
 */
export function legacyPrintHash(json: string): string {
  const encoded = new TextEncoder().encode(json);
  const written = encoded.length;
  const bytes = new Uint8Array(((written + 3) >> 2) * 4);
  bytes.set(encoded);
  const words = new DataView(bytes.buffer);
  const count = bytes.length >> 2;
  let a = 0x811c9dc5 ^ written;
  let b = 0xdeadbeef;
  let c = 0x41c6ce57;
  for (let index = 0; index < count; index++) {
    const word = words.getInt32(index * 4, true);
    a = Math.imul(a ^ word, 0x01000193);
    b = Math.imul(b ^ word, 0x9e3779b1);
    b = (b << 15) | (b >>> 17);
    c = Math.imul(c ^ word, 0x5f356495);
    c = (c << 13) | (c >>> 19);
  }
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b) ^ Math.imul(c ^ (c >>> 13), 0xc2b2ae35);
  c = Math.imul(c ^ (c >>> 16), 0x85ebca6b) ^ Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  return `${base64(a >>> 8)}${base64(((a & 0xff) << 16) | (b >>> 16))}${base64(((b & 0xffff) << 8) | (c >>> 24))}${base64(c & 0xffffff)}`;
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const base64 = (bits: number) => DIGITS[(bits >>> 18) & 63] + DIGITS[(bits >>> 12) & 63] + DIGITS[(bits >>> 6) & 63] + DIGITS[bits & 63];
