import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './errors';

/** Parses and validates a JSON body: malformed JSON or a body of the wrong shape is a 400 with field messages. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
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
