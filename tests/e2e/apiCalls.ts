import { expect } from 'vitest';
import { subjectOf, type ReceivedMail } from '../smtpSink';

/** A JSON call to the server's API, with a person's token or none: its status and parsed body (null when none). */
export function apiCaller(baseURL: () => string) {
  return async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${baseURL()}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, any> };
  };
}

/** The first message to `address` whose subject matches `pattern`, as the local SMTP server received it. */
export async function mailTo(received: () => ReceivedMail[], address: string, pattern: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => (found = received().find((mail) => mail.to.includes(address) && pattern.test(subjectOf(mail)))), { timeout: 30_000 })
    .toBeDefined();
  return found!;
}
