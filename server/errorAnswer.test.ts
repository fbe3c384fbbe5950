import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseFailureOf, errorAnswer } from './errorAnswer';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.post('/api/pages/:id', () => {
    throw error;
  });
  app.onError(errorAnswer);
  return app;
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, routine: 'some_routine', table: 'pages' });
const secret = 'the-secret-document-text Bearer abcdefghijklmnopqrstuvwxyz';

afterEach(() => vi.restoreAllMocks());

describe('errorAnswer', () => {
  it("finds the database error behind Drizzle's wrapper", () => {
    const wrapped = new DrizzleQueryError('update "pages" set "title" = $1', [secret], pgError('22021', 'invalid byte sequence'));
    expect(databaseFailureOf(wrapped)?.code).toBe('22021');
    expect(databaseFailureOf(new Error('plain'))).toBeNull();
  });

  it.each([
    ['22021', 400],
    ['22003', 400],
    ['22P02', 400],
    ['23505', 409],
    ['23503', 409],
    ['23514', 400],
    ['54001', 400],
  ])('answers a refused statement (%s) with %i and says nothing of the query', async (code, status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appThrowing(new DrizzleQueryError('select $1', [secret], pgError(code, `bad value "${secret}"`))).request(
      '/api/pages/1',
      { method: 'POST' },
    );
    expect(response.status).toBe(status);
    const body = await response.text();
    expect(JSON.parse(body)).toHaveProperty('error');
    expect(body).not.toContain('secret');
    expect(log).not.toHaveBeenCalled();
  });

  it('logs an unexpected database failure by its code and place only, never the parameters or the database message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appThrowing(new DrizzleQueryError('select $1', [secret], pgError('XX000', `internal "${secret}"`))).request(
      '/api/pages/1',
      { method: 'POST' },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(log).toHaveBeenCalledTimes(1);
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toContain('XX000');
    expect(logged).toContain('/api/pages/:id');
    expect(logged).not.toContain('secret');
  });
});
