import type { AppDeps } from '../deps';
import type { MailMessage } from '../mail/mailer';
import { editorPathOf } from './notifications';

interface MailPage {
  title: string;
  locale: string;
  collection: string;
  slug: string;
}

const quoted = (name: string, words: string) => (words.trim() ? `\n\n${name} wrote:\n${words.trim()}\n` : '');

/** To each reviewer, when a page is submitted for review (issue 33): who asks, their note, and where to review it. */
export function reviewRequestMail(deps: AppDeps, submitter: { name: string }, page: MailPage, to: string, note: string): MailMessage {
  const link = `${deps.config.publicUrl}${editorPathOf(page)}`;
  return {
    to,
    subject: `${submitter.name} asks you to review "${page.title}"`,
    text: `${submitter.name} submitted "${page.title}" for review.${quoted(submitter.name, note)}\n\nReview it here: ${link}\n`,
  };
}

/** To the person who submitted the page, when a reviewer requests changes: the reason, and where to make them. */
export function changesRequestedMail(deps: AppDeps, reviewer: { name: string }, page: MailPage, to: string, reason: string): MailMessage {
  const link = `${deps.config.publicUrl}${editorPathOf(page)}`;
  return {
    to,
    subject: `${reviewer.name} requested changes to "${page.title}"`,
    text: `${reviewer.name} reviewed "${page.title}" and requested changes.${quoted(reviewer.name, reason)}\n\nMake them here, then submit it again: ${link}\n`,
  };
}
