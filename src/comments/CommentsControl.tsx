import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Editor } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { MessageSquare } from 'lucide-react';
import { commentsMessages } from '../i18n/comments';
import { useMessages } from '../i18n/useMessages';
import { useLocale } from '../routes/useLocale';
import * as store from '../store/comments';
import type { CommentThreadResource } from '../store/comments';
import { errorTextOf } from '../ui/StatusMessage';
import { addCommentId, anchoredTexts, removeCommentId } from './commentCommands';
import { touchesComments } from './commentsTouched';
import { useThreadsKeptFresh } from './useThreadsKeptFresh';
import { CommentComposer, type ComposedComment } from './CommentComposer';
import { CommentThread, type ThreadActions } from './CommentThread';
import { COMMENT_EVENT } from '../editor/kit/blockEvents';
import type { CommentAnchor } from '../../contract/comments';
import './comments.css';

const newThreadId = () => `t${crypto.randomUUID().replace(/-/g, '')}`;

const noEditor = () => null;

/** Which threads the editor's document anchors now (the others are detached), kept current as it changes. */
function useAnchored(editor: () => Editor | null): Set<string> | null {
  const [anchored, setAnchored] = useState<Set<string> | null>(null);
  useEffect(() => {
    if (editor === noEditor) return;
    let frame = 0;
    let current: Editor | null = null;
    let last: Set<string> | null = null;
    const read = (event?: { transaction: Transaction }) => {
      // A change that touched no comment mark (nearly every keystroke, mine or another's) leaves the threads as they were.
      if (event && last && !touchesComments(event.transaction)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!current) return;
        const next = new Set(anchoredTexts(current.state.doc).keys());
        // Only a change of threads re-renders: a React commit while a long document has the caret reads all its text.
        if (last && last.size === next.size && [...next].every((id) => last!.has(id))) return;
        last = next;
        setAnchored(next);
      });
    };
    // The editor may appear after the bar's tools: look again until it does.
    const find = setInterval(() => {
      const found = editor();
      if (!found || found === current) return;
      current?.off('update', read);
      current = found;
      current.on('update', read);
      read();
    }, 200);
    return () => {
      clearInterval(find);
      cancelAnimationFrame(frame);
      current?.off('update', read);
    };
  }, [editor]);
  return anchored;
}

interface CommentsControlProps {
  pageId: number;
  /** The editor whose selection new threads are made on; without one (a memo's reading view) threads are only answered. */
  editor?: () => Editor | null;
  saveFirst?: () => Promise<boolean>;
  /** Without an editor: the threads the shown document anchors (the others are detached). */
  anchoredIds?: Set<string>;
  /**
   * Without an editor: the reading view's Comment button on selected text and highlights of commented text
   * (ReadingComments.tsx), given how to start a thread on a selection and what the panel shows.
   */
  readingButton?: (start: (anchor: CommentAnchor) => void, view: ReadingView) => ReactNode;
  /** Shown in the panel's head beside its title (a site page's "Invite Commenters"). */
  panelTools?: ReactNode;
  /** A thread the server anchored in the page (a Commenter's): the reading view may load the page again to show it. */
  onAnchored?: () => void;
}

/** What the reading view's highlights read of the panel: the open threads, the active one, and how to show one. */
export interface ReadingView {
  openIds: string[];
  active: string | null;
  show: (threadId: string) => void;
}

/**
 * The editor bar's Comments button with the open threads' count, and the comments beside the page: a margin column on
 * wide screens, a panel over the page's foot on phones (comments.css). New threads are made on the editor's selection;
 * a memo's Commenter, reading it without the editor, replies, resolves, and edits and deletes their own comments.
 */
export function CommentsControl({
  pageId,
  editor = noEditor,
  saveFirst = async () => true,
  anchoredIds,
  readingButton,
  onAnchored,
  panelTools,
}: CommentsControlProps) {
  const t = useMessages(commentsMessages);
  const locale = useLocale();
  const [threads, setThreads] = useState<CommentThreadResource[] | null>(null);
  const [open, setOpen] = useState(() => new URLSearchParams(location.search).has('comment'));
  const [active, setActive] = useState<string | null>(() => new URLSearchParams(location.search).get('comment'));
  const [composing, setComposing] = useState(false);
  const [showResolved, setShowResolved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const anchoredInEditor = useAnchored(editor);
  // Text selected in the reading view for a new thread, and the threads the server anchored since the page was shown.
  const [readingAnchor, setReadingAnchor] = useState<CommentAnchor | null>(null);
  const [placed, setPlaced] = useState<string[]>([]);
  const anchored = anchoredIds ? new Set([...anchoredIds, ...placed]) : anchoredInEditor;
  const canStart = editor !== noEditor;
  // The bar's latest saveFirst: the one of the render before the mark went in would find nothing to save.
  const save = useRef(saveFirst);
  save.current = saveFirst;

  useEffect(() => {
    const controller = new AbortController();
    store.listThreads(pageId, { signal: controller.signal }).then(setThreads, (failure: unknown) => {
      if (!controller.signal.aborted) setError(t('comments.failed', { message: errorTextOf(failure, locale) }));
    });
    return () => controller.abort();
  }, [pageId, t, locale]);

  const { arrived, changeThreads } = useThreadsKeptFresh({ pageId, threads, setThreads, onAnchored, anchoredIds, anchoredInEditor });

  useEffect(() => {
    if (!canStart) return;
    const start = () => {
      setOpen(true);
      setComposing(true);
    };
    window.addEventListener(COMMENT_EVENT, start);
    return () => window.removeEventListener(COMMENT_EVENT, start);
  }, [canStart]);

  const attempt = useCallback(
    async (work: () => Promise<void>) => {
      setError(null);
      try {
        await work();
        return true;
      } catch (failure) {
        setError(t('comments.failed', { message: errorTextOf(failure, locale) }));
        return false;
      }
    },
    [t, locale],
  );
  const replace = (thread: CommentThreadResource | null, id: string) =>
    changeThreads((all) =>
      thread ? (all ?? []).map((each) => (each.id === id ? thread : each)) : (all ?? []).filter((each) => each.id !== id),
    );

  /** A thread on text selected in the reading view: the server marks the text in the page. */
  const createOnReading = async (anchor: CommentAnchor, comment: ComposedComment) => {
    const id = newThreadId();
    const done = await attempt(async () => {
      const thread = await store.createThread(pageId, { id, quote: anchor.quote, anchor, ...comment });
      changeThreads((all) => [...(all ?? []), thread]);
      setPlaced((ids) => [...ids, id]);
      setActive(id);
      onAnchored?.();
    });
    if (done) {
      setComposing(false);
      setReadingAnchor(null);
    }
    return done;
  };

  const create = async (comment: ComposedComment) => {
    if (readingAnchor) return createOnReading(readingAnchor, comment);
    const current = editor();
    if (!current) return false;
    const { from, to, empty } = current.state.selection;
    if (empty) {
      setError(t('comments.selectFirst'));
      return false;
    }
    const id = newThreadId();
    const quote = current.state.doc.textBetween(from, to, ' ').slice(0, 1000);
    // The mark goes in first, so the thread's anchor saves with the page; it comes out again if the server refuses.
    const tr = current.state.tr;
    if (!addCommentId(tr, from, to, id)) {
      setError(t('comments.selectFirst'));
      return false;
    }
    current.view.dispatch(tr);
    const done = await attempt(async () => {
      const thread = await store.createThread(pageId, { id, quote, ...comment });
      changeThreads((all) => [...(all ?? []), thread]);
      setActive(id);
    });
    if (!done) {
      const undo = current.state.tr;
      removeCommentId(undo, id);
      current.view.dispatch(undo);
    } else {
      setComposing(false);
      // The thread's anchor is saved with the page at once, as the thread itself is.
      void save.current();
    }
    return done;
  };

  const actions: ThreadActions = {
    reply: (thread, comment) => attempt(async () => replace(await store.replyTo(pageId, thread.id, comment), thread.id)),
    edit: (thread, comment, changed) =>
      attempt(async () => replace(await store.editComment(pageId, thread.id, comment.id, changed), thread.id)),
    remove: (thread, comment) =>
      attempt(async () => {
        await store.deleteComment(pageId, thread.id, comment.id);
        const rest = thread.comments.filter((each) => each.id !== comment.id);
        replace(rest.length ? { ...thread, comments: rest } : null, thread.id);
        // A thread left without comments is gone: its anchor goes from the text too (saved with the page's next save).
        const current = editor();
        if (!rest.length && current) {
          const tr = current.state.tr;
          removeCommentId(tr, thread.id);
          if (tr.docChanged) current.view.dispatch(tr);
        }
      }),
    setResolved: (thread, resolved) => attempt(async () => replace(await store.setResolved(pageId, thread.id, resolved), thread.id)),
    select: (thread) => {
      setActive(thread.id);
      const current = editor();
      if (!current) return;
      let range: { from: number; to: number } | null = null;
      current.state.doc.descendants((node, pos) => {
        const ids = node.marks.find((mark) => mark.type.name === 'comment')?.attrs.ids as string[] | undefined;
        if (node.isText && ids?.includes(thread.id)) range = { from: range?.from ?? pos, to: pos + node.nodeSize };
      });
      if (range) current.chain().focus().setTextSelection(range).scrollIntoView().run();
    },
  };

  // On wide screens the page makes room for the comments column (comments.css), so the bar's tools stay in reach.
  useEffect(() => {
    document.body.classList.toggle('has-comments-panel', open);
    return () => document.body.classList.remove('has-comments-panel');
  }, [open]);

  const openIds = (threads ?? []).filter((thread) => !thread.resolved).map((thread) => thread.id);
  const openCount = openIds.length;
  const show = useCallback((threadId: string) => {
    setOpen(true);
    setActive(threadId);
    // The thread in view in the panel, once it has opened.
    requestAnimationFrame(() =>
      document.querySelector(`.comments-panel [data-thread="${CSS.escape(threadId)}"]`)?.scrollIntoView({ block: 'nearest' }),
    );
  }, []);
  const isDetached = (thread: CommentThreadResource) => anchored !== null && !anchored.has(thread.id) && !arrived.has(thread.id);
  const shown = (threads ?? [])
    .filter((thread) => showResolved || !thread.resolved)
    // Detached threads first: their text is gone, so they are read at the top.
    .sort((a, b) => Number(isDetached(b)) - Number(isDetached(a)));

  return (
    <>
      {readingButton?.(
        (anchor) => {
          setReadingAnchor(anchor);
          setOpen(true);
          setComposing(true);
        },
        { openIds, active, show },
      )}
      <button
        type="button"
        className="bar-icon-button comments-toggle"
        title={t('comments.button')}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <MessageSquare aria-hidden size={18} />
        <span className="visually-hidden">{t('comments.button')}</span>
        {openCount > 0 && (
          <span className="comments-toggle__count">
            {openCount}
            <span className="visually-hidden"> {t('comments.count', { count: openCount })}</span>
          </span>
        )}
      </button>
      {open &&
        createPortal(
          <aside className="comments-panel" aria-label={t('comments.title')}>
            <header className="comments-panel__head">
              <h2>{t('comments.title')}</h2>
              {panelTools}
              <button type="button" className="comment-button" aria-label={t('comments.close')} onClick={() => setOpen(false)}>
                ×
              </button>
            </header>
            <label className="comments-panel__resolved">
              <input type="checkbox" checked={showResolved} onChange={(event) => setShowResolved(event.target.checked)} />{' '}
              {t('comments.showResolved')}
            </label>
            {error && (
              <p className="comments-panel__error" role="alert">
                {error}
              </p>
            )}
            {composing ? (
              <section className="comment-thread is-new">
                <p className="comment-thread__title">{t('comments.new')}</p>
                {readingAnchor && <blockquote className="comment-thread__quote">{readingAnchor.quote}</blockquote>}
                <CommentComposer
                  pageId={pageId}
                  label={t('comments.placeholder')}
                  submitLabel={t('comments.send')}
                  autoFocus
                  onCancel={() => {
                    setComposing(false);
                    setReadingAnchor(null);
                  }}
                  onSubmit={create}
                />
              </section>
            ) : readingButton ? (
              <p className="comments-panel__hint">{t('comments.selectFirst')}</p>
            ) : (
              canStart && (
                <button type="button" className="comment-button comment-button--primary" onClick={() => setComposing(true)}>
                  {t('comments.new')}
                </button>
              )
            )}
            {threads === null && !error && <p>{t('comments.loading')}</p>}
            {threads !== null && shown.length === 0 && !composing && <p className="comments-panel__none">{t('comments.none')}</p>}
            {shown.map((thread) => (
              <CommentThread
                key={thread.id}
                pageId={pageId}
                thread={thread}
                detached={isDetached(thread)}
                active={thread.id === active}
                actions={actions}
              />
            ))}
          </aside>,
          document.body,
        )}
    </>
  );
}
