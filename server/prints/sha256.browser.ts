import { sha256 } from '@noble/hashes/sha2.js';

const encoder = new TextEncoder();

/**
 * SHA-256 of bytes, or of a string's UTF-8 bytes, in base64url (43 characters): the same digest as sha256.node.ts, for the server
 * app when mock mode runs it in the browser, which has no synchronous SHA-256 of its own.
 */
export function sha256Base64url(data: string | Uint8Array): string {
  const digest = sha256(typeof data === 'string' ? encoder.encode(data) : data);
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  // 32 bytes are 43 characters and one '=' of padding, which base64url leaves off.
  return btoa(binary).slice(0, 43).replaceAll('+', '-').replaceAll('/', '_');
}
