import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { enqueueJob } from '../jobs/queue';
import { randomUid } from '../services/tokens';
import type { MailMessage } from './mailer';

/** The job kind that sends one e-mail (server/jobs/jobs.ts runs it outside any transaction). */
export const SEND_MAIL_JOB = 'send-mail';

/**
 * Puts an e-mail on the queue, inside the transaction of the change it tells about: it is sent once that commits, and
 * tried again later when the mail server fails. Does nothing and answers false when no mailer is configured.
 */
export async function enqueueMail(deps: AppDeps, tx: Db, message: MailMessage, now: Date): Promise<boolean> {
  if (!deps.mailer) return false;
  await enqueueJob(tx, { kind: SEND_MAIL_JOB, key: `mail:${randomUid()}`, payload: { ...message }, runAt: now, now });
  return true;
}
