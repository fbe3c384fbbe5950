import { useState } from 'react';
import { commentsMessages } from '../i18n/comments';
import { useMessages } from '../i18n/useMessages';
import type { CommentResource, CommentThreadResource } from '../store/comments';
import { CommentComposer, type ComposedComment } from './CommentComposer';

export interface ThreadActions {
  reply(thread: CommentThreadResource, comment: ComposedComment): Promise<boolean>;
  edit(thread: CommentThreadResource, comment: CommentResource, changed: ComposedComment): Promise<boolean>;
  remove(thread: CommentThreadResource, comment: CommentResource): Promise<boolean>;
  setResolved(thread: CommentThreadResource, resolved: boolean): Promise<boolean>;
  select(thread: CommentThreadResource): void;
}

interface CommentThreadProps {
  pageId: number;
  thread: CommentThreadResource;
  detached: boolean;
  active: boolean;
  actions: ThreadActions;
}

/** One thread: its quoted text (or that it is detached), its comments, and a reply box while it is open. */
export function CommentThread({ pageId, thread, detached, active, actions }: CommentThreadProps) {
  const t = useMessages(commentsMessages);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <article
      className={`comment-thread${active ? ' is-active' : ''}${thread.resolved ? ' is-resolved' : ''}`}
      data-thread={thread.id}
      aria-label={thread.quote || t('comments.title')}
    >
      {detached ? <p className="comment-thread__detached">{t('comments.detached')}</p> : null}
      {thread.quote && (
        <button type="button" className="comment-thread__quote" onClick={() => actions.select(thread)}>
          {thread.quote}
        </button>
      )}
      <ol className="comment-thread__comments">
        {thread.comments.map((comment) => (
          <li key={comment.id} className="comment">
            <p className="comment__author">
              {comment.author?.name ?? t('comments.someone')}
              {comment.edited_at && <span className="comment__edited"> {t('comments.edited')}</span>}
            </p>
            {editing === comment.id ? (
              <CommentComposer
                pageId={pageId}
                label={t('comments.edit')}
                submitLabel={t('comments.save')}
                initial={comment.body}
                initialMentions={comment.mentions}
                autoFocus
                onCancel={() => setEditing(null)}
                onSubmit={async (changed) => {
                  const done = await actions.edit(thread, comment, changed);
                  if (done) setEditing(null);
                  return done;
                }}
              />
            ) : (
              <p className="comment__body">{comment.body}</p>
            )}
            {comment.mine && editing !== comment.id && (
              <p className="comment__actions">
                <button type="button" className="comment-link" onClick={() => setEditing(comment.id)}>
                  {t('comments.edit')}
                </button>
                <button type="button" className="comment-link" onClick={() => void actions.remove(thread, comment)}>
                  {t('comments.delete')}
                </button>
              </p>
            )}
          </li>
        ))}
      </ol>
      {thread.resolved ? (
        <p className="comment-thread__state">
          {t('comments.resolved', { name: thread.resolved_by?.name ?? t('comments.someone') })}{' '}
          <button type="button" className="comment-button" onClick={() => void actions.setResolved(thread, false)}>
            {t('comments.reopen')}
          </button>
        </p>
      ) : (
        <>
          <CommentComposer
            pageId={pageId}
            label={t('comments.replyPlaceholder')}
            submitLabel={t('comments.reply')}
            onSubmit={(comment) => actions.reply(thread, comment)}
          />
          <button type="button" className="comment-button" onClick={() => void actions.setResolved(thread, true)}>
            {t('comments.resolve')}
          </button>
        </>
      )}
    </article>
  );
}
