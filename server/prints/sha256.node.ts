import { createHash } from 'node:crypto';

/** SHA-256 of a string's UTF-8 bytes, in base64url (43 characters): node's crypto, on the server. */
export const sha256Base64url = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64url');
