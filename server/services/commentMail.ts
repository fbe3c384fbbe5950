import type { AppDeps } from '../deps';
import type { MailMessage } from '../mail/mailer';
import type { Page, User } from '../db/schema';
import { commentPathFor } from './commentPaths';

type MailPage = Pick<Page, 'id' | 'title' | 'locale' | 'collection' | 'slug' | 'ownerId' | 'published'>;

/** To a person mentioned in a comment, or to one in its thread when someone replies (issue 35): the words and the link. */
export function commentMail(
  deps: AppDeps,
  author: { name: string },
  page: MailPage,
  to: User,
  comment: { threadUid: string; body: string; mention: boolean },
): MailMessage {
  // The link opens the thread where this person comments: the editor, or a Commenter's reading view.
  const link = `${deps.config.publicUrl}${commentPathFor(to, page, comment.threadUid)}`;
  const subject = comment.mention
    ? `${author.name} mentioned you in a comment on "${page.title}"`
    : `${author.name} replied to a comment on "${page.title}"`;
  return { to: to.email, subject, text: `${subject}:\n\n${comment.body.trim()}\n\nOpen the comment: ${link}\n` };
}
