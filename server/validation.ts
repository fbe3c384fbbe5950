import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './errors';

/** How deeply objects and arrays may nest in a request body; saved documents need far less (MAX_DOCUMENT_DEPTH). */
export const MAX_BODY_NESTING = 200;

/**
 * Refuses what no schema should have to think about and the database cannot store: NUL characters in any string or
 * key, and nesting deeper than MAX_BODY_NESTING (which recursive validation would not survive). Iterative, so any
 * depth JSON.parse accepted is walked safely.
 */
export function refuseUnstorable(value: unknown): void {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) throw badRequest('The request contains a NUL character, which cannot be stored.');
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_BODY_NESTING) throw badRequest('The request body is nested too deeply.');
    if (Array.isArray(item)) {
      for (const entry of item) stack.push([entry, depth + 1]);
      continue;
    }
    for (const [key, entry] of Object.entries(item)) {
      if (key.includes('\u0000')) throw badRequest('The request contains a NUL character, which cannot be stored.');
      stack.push([entry, depth + 1]);
    }
  }
}

/** Strict UTF-8: a body with invalid bytes is refused rather than stored with replacement characters. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses and validates a JSON body: malformed JSON or a body of the wrong shape is a 400 with field messages. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S, { optional = false } = {}): Promise<v.InferOutput<S>> {
  let text: string;
  try {
    text = utf8.decode(await c.req.arrayBuffer());
  } catch {
    throw badRequest('The request body is not valid UTF-8.');
  }
  // A call whose body may be left out (a spec call with an empty body) is validated as if it had none.
  if (optional && text.trim() === '') return parseWith(schema, undefined);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  refuseUnstorable(raw);
  return parseWith(schema, raw);
}

export function parseWith<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '(body)';
    fields[path] ??= issue.message;
  }
  const [first] = result.issues;
  const where = v.getDotPath(first);
  throw badRequest(where ? `${where}: ${first.message}` : first.message, { fields });
}

export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseWith(schema, c.req.query());
}
