/** A message the server sends: plain text always, HTML when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where the server's e-mail goes: SMTP in production (server/mail/smtpMailer.ts); nothing when none is configured. */
export interface Mailer {
  /** The sender's address, for the start message. */
  readonly description: string;
  /** Sends, or fails; gives up when `signal` aborts. */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
}

/** How long one message may take, from connecting to the server's last answer. */
export const MAIL_TIMEOUT_MS = 30_000;
