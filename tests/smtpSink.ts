import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { smtpMailerFromEnv } from '../server/mail/smtpMailer';
import type { Mailer } from '../server/mail/mailer';
import { createTestApp, type TestApp } from './apiHarness';

/** A message as the local test server received it: the envelope and the raw message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests: the server's mail goes through nodemailer and
 * SMTP to it, never to the network. No TLS and no login, as a local relay would be.
 */
export async function startSmtpSink(
  received: ReceivedMail[] = [],
): Promise<{ url: string; received: ReceivedMail[]; mailer: Mailer; stop(): Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const url = `smtp://127.0.0.1:${port}`;
  return {
    url,
    received,
    mailer: smtpMailerFromEnv({ SMTP_URL: url, MAIL_FROM: 'Masthead <no-reply@example.org>' })!,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a test file whose app sends e-mail: one sink for the file and, before each test, a new app (at
 * https://www.example.org) mailing through it, handed to `opened`, with the sink emptied; the app is closed after the test.
 */
export function appsMailingToSink(opened: (t: TestApp) => void) {
  const received: ReceivedMail[] = [];
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink(received);
  });
  afterAll(() => sink?.stop());
  beforeEach(async () => {
    app = await createTestApp({ publicUrl: 'https://www.example.org' }, { mailer: sink!.mailer });
    received.length = 0;
    opened(app);
  });
  afterEach(() => app?.close());
  return { received };
}

/** The decoded text of a received message's body (nodemailer sends quoted-printable for non-ASCII). */
export function bodyOf(mail: ReceivedMail): string {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4);
  return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A received message's subject, its RFC 2047 encoded words ("=?UTF-8?Q?...?=", "=?UTF-8?B?...?=") decoded. */
export function subjectOf(mail: ReceivedMail): string {
  const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((header) => header.toLowerCase().startsWith('subject:')) ?? '';
  const value = line.slice('subject:'.length).trim();
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) => {
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          );
    return bytes.toString('utf8');
  });
}
