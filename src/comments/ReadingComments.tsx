import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CommentAnchor } from '../../contract/comments';
import type { SavedDocument } from '../../contract/document';
import { commentsMessages } from '../i18n/comments';
import { useMessages } from '../i18n/useMessages';
import { CommentsControl, type ReadingView } from './CommentsControl';
import { anchorOfSelection } from './readingAnchor';
import { threadAt, threadRanges } from './readingHighlights';

interface Selected {
  anchor: CommentAnchor;
  top: number;
  left: number;
}

/**
 * In a memo's reading view (its Commenters, who may not edit): a "Comment" button beside text selected in the
 * document, by mouse, touch or keyboard, which starts a thread on it; the server anchors it (commentAnchoring.ts).
 */
function ReadingCommentButton({ root, onComment }: { root: string; onComment: (anchor: CommentAnchor) => void }) {
  const t = useMessages(commentsMessages);
  const [selected, setSelected] = useState<Selected | null>(null);
  useEffect(() => {
    const read = () => {
      const selection = document.getSelection();
      const within = document.querySelector(root);
      const anchor = within && anchorOfSelection(within, selection);
      if (!anchor || !selection) return setSelected(null);
      const box = selection.getRangeAt(0).getBoundingClientRect();
      // Centred over the selection, but wholly on the screen.
      const centre = Math.min(Math.max(box.left + box.width / 2, 64), window.innerWidth - 64);
      setSelected({ anchor, top: box.top + window.scrollY, left: centre + window.scrollX });
    };
    document.addEventListener('selectionchange', read);
    // The text moves when the window changes width (a phone turned): the button follows it.
    window.addEventListener('resize', read);
    return () => {
      document.removeEventListener('selectionchange', read);
      window.removeEventListener('resize', read);
    };
  }, [root]);
  if (!selected) return null;
  return createPortal(
    <button
      type="button"
      className="reading-comment-button"
      style={{ top: selected.top, left: selected.left }}
      // The selection stays while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        onComment(selected.anchor);
        setSelected(null);
      }}
    >
      {t('comments.comment')}
    </button>,
    document.body,
  );
}

/** The boundary point under the pointer, in browsers with either way of asking. */
function pointAt(x: number, y: number): [Node, number] | null {
  const position = document.caretPositionFromPoint?.(x, y);
  if (position) return [position.offsetNode, position.offset];
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? [range.startContainer, range.startOffset] : null;
}

/**
 * The open threads' text highlighted in the reading view (the active thread's more strongly), as Google Docs shows it;
 * a click on highlighted text opens its thread. Painted with the CSS Custom Highlight API, found again whenever the
 * page's blocks change (the reading view renders a long document in two steps).
 */
function ReadingHighlights({ root, saved, view }: { root: string; saved: SavedDocument; view: ReadingView }) {
  const ranges = useRef(new Map<string, Range[]>());
  const openKey = view.openIds.join(' ');
  const { active, show } = view;
  useEffect(() => {
    const within = document.querySelector(root);
    if (!within || typeof Highlight === 'undefined' || !('highlights' in CSS)) return;
    const open = new Set(openKey.split(' '));
    const paint = () => {
      const shown = new Map([...threadRanges(within, saved)].filter(([id]) => open.has(id)));
      ranges.current = shown;
      CSS.highlights.set('comment-threads', new Highlight(...[...shown.values()].flat()));
      const current = active === null ? undefined : shown.get(active);
      if (current) CSS.highlights.set('comment-thread-active', new Highlight(...current));
      else CSS.highlights.delete('comment-thread-active');
    };
    paint();
    const observer = new MutationObserver(paint);
    observer.observe(within, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      CSS.highlights.delete('comment-threads');
      CSS.highlights.delete('comment-thread-active');
    };
  }, [root, saved, openKey, active]);
  useEffect(() => {
    const within = document.querySelector(root);
    if (!within) return;
    const click = (event: Event) => {
      if (!(event instanceof MouseEvent) || !document.getSelection()?.isCollapsed) return;
      const point = pointAt(event.clientX, event.clientY);
      const id = point && threadAt(ranges.current, ...point);
      if (id) show(id);
    };
    within.addEventListener('click', click);
    return () => within.removeEventListener('click', click);
  }, [root, show]);
  return null;
}

interface ReadingCommentsProps {
  pageId: number;
  anchoredIds: Set<string>;
  /** The reading view's document element (a selector). */
  root: string;
  /** The document shown, whose marks say which text to highlight. */
  document?: SavedDocument;
  /** A thread the server anchored: the view may load the page again, to highlight it. */
  onAnchored?: () => void;
}

/**
 * The comments of a reading view (a memo's, or a site page's commenting view, for Commenters): the panel, the Comment
 * button on text selected in `root`, and the commented text highlighted.
 */
export default function ReadingComments({ pageId, anchoredIds, root, document: saved, onAnchored }: ReadingCommentsProps) {
  return (
    <CommentsControl
      pageId={pageId}
      anchoredIds={anchoredIds}
      onAnchored={onAnchored}
      readingButton={(start, view) => (
        <>
          <ReadingCommentButton root={root} onComment={start} />
          {saved && <ReadingHighlights root={root} saved={saved} view={view} />}
        </>
      )}
    />
  );
}
