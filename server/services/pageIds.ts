import { MAX_INT32 } from '../../contract/numbers';

/** A page id from a path or query parameter: a positive 32-bit integer written without leading zeros, else null. */
export function parsePageId(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INT32 ? id : null;
}
