import { createHash } from 'node:crypto';

/** SHA-256 of bytes, or of a string's UTF-8 bytes, in base64url (43 characters): node's crypto, on the server. */
export const sha256Base64url = (data: string | Uint8Array): string =>
  (typeof data === 'string' ? createHash('sha256').update(data, 'utf8') : createHash('sha256').update(data)).digest('base64url');
