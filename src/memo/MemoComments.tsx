import { lazy, Suspense, useMemo } from 'react';
import { commentIdsIn } from '../../contract/commentMarks';
import type { MemoAttributes } from '../../contract';

const ReadingComments = lazy(() => import('../comments/ReadingComments'));

/**
 * A memo's comments in its reading view (issue 35), for its Commenters: the Comments button with the open threads'
 * count and the comments panel. They reply, resolve and reopen, edit and delete their own, and start threads on text
 * they select (the server anchors them). Nothing is shown, or asked of the server, for those who may not comment.
 */
export function MemoComments({ memo }: { memo: Pick<MemoAttributes, 'page_id' | 'can_comment' | 'lexical_body'> }) {
  const anchoredIds = useMemo(() => commentIdsIn(memo.lexical_body), [memo.lexical_body]);
  if (!memo.can_comment) return null;
  return (
    <div className="memo__comments">
      <Suspense fallback={null}>
        <ReadingComments pageId={memo.page_id} anchoredIds={anchoredIds} root=".memo .document" document={memo.lexical_body} />
      </Suspense>
    </div>
  );
}
