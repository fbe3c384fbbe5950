/** A URL-safe random token; 32 bytes gives 256 bits. */
export function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/={1,2}$/, '');
}

/** 32 lowercase hex characters (128 bits), the page uid format of spec 7.1. */
export function randomUid(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const SHARE_TOKEN_LENGTH = 32;

/** A memo's share-link token: 24 random bytes (192 bits) as 32 URL-safe characters, so `{slug}-{token}` splits by length. */
export function newShareToken(): string {
  return randomToken(24);
}
