import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * E-mail over SMTP with nodemailer, from `SMTP_URL` (`smtp://user:password@host:587`, or `smtps://` for TLS from the
 * start) and `MAIL_FROM` (`Masthead <no-reply@example.org>`); null when `SMTP_URL` is not set, so nothing is sent.
 */
export function smtpMailerFromEnv(env: NodeJS.ProcessEnv): Mailer | null {
  if (!env.SMTP_URL) return null;
  const from = env.MAIL_FROM || 'Masthead <no-reply@localhost>';
  // A mail server that answers slowly or not at all is given up on in seconds, not nodemailer's minutes.
  const transport = nodemailer.createTransport(env.SMTP_URL, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  const host = new URL(env.SMTP_URL).host;
  return {
    description: `SMTP at ${host}, from ${from}`,
    async send(message: MailMessage, signal?: AbortSignal) {
      signal?.throwIfAborted();
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
