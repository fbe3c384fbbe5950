import { messageInLanguage } from './messagesZhHK';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, MovedPermanently } from './errors';

/** What PostgreSQL (and PGlite) tell about a failed statement, wherever in the chain of causes it sits. */
interface DatabaseFailure {
  code: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database's error of a failure: Drizzle wraps it as the `cause` of its own error; the driver's has a SQLSTATE `code`. */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return current as DatabaseFailure;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The answer to a statement the database refused because of what the request carried: a 4xx, never a 5xx. */
function answerOfDatabase(code: string): { status: ContentfulStatusCode; error: string } | null {
  const errorClass = code.slice(0, 2);
  if (errorClass === '22') return { status: 400, error: 'The request contains a value that is not allowed.' };
  if (code === '23505') return { status: 409, error: 'This conflicts with something saved at the same time. Please try again.' };
  if (code === '23503') return { status: 409, error: 'Something this refers to no longer exists. Please reload and try again.' };
  if (errorClass === '23') return { status: 400, error: 'The request contains a value that is not allowed.' };
  if (errorClass === '54') return { status: 400, error: 'The request is too large or too complex.' };
  return null;
}

/**
 * What the log says of an unexpected failure: never the request's body, parameters or tokens. Drizzle's own message
 * carries the query's parameters (documents and all), and the database's may quote a value, so of a database failure
 * only its code and where it happened are logged.
 */
export function loggableFailure(error: unknown): string {
  const database = databaseFailureOf(error);
  if (database) {
    const where = (['routine', 'table', 'column', 'constraint'] as const)
      .filter((key) => database[key])
      .map((key) => `${key} ${database[key]}`);
    return `database error ${database.code}${where.length ? ` (${where.join(', ')})` : ''}`;
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error;
}

/** The one error handler: ApiError as it says, refused input as a 4xx, anything else a logged 500 that reveals nothing. */
export function errorAnswer(error: unknown, c: Context): Response {
  if (error instanceof ApiError) {
    const language = c.req.header('accept-language');
    const message = messageInLanguage(error.message, language);
    // A refused body's message for each field, in the request's language too.
    const fields = error.extra.fields as Record<string, string> | undefined;
    const extra = fields
      ? {
          ...error.extra,
          fields: Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, messageInLanguage(text, language)])),
        }
      : error.extra;
    return c.json({ error: message, ...extra }, error.status, { ...error.headers, Vary: 'Accept-Language' });
  }
  if (error instanceof MovedPermanently)
    return c.json({ error: error.message, location: error.location }, 301, { Location: error.location, 'Cache-Control': 'no-store' });
  if (error instanceof HTTPException) {
    const status = error.status >= 500 ? 400 : error.status;
    return c.json({ error: error.message || 'The request could not be processed.' }, status);
  }
  const database = databaseFailureOf(error);
  const refused = database && answerOfDatabase(database.code);
  if (refused) return c.json({ error: refused.error }, refused.status);
  console.error(`Unexpected error in ${c.req.method} ${c.req.routePath}: ${loggableFailure(error)}`);
  return c.json({ error: messageInLanguage('Something went wrong on our side. Please try again.', c.req.header('accept-language')) }, 500);
}
