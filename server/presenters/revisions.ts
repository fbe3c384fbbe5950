import type { SavedDocument } from '../../contract/document';
import type { ReviewStep } from '../../contract/reviews';
import type { RevisionEvent } from '../db/revisionsSchema';

interface RevisionSummaryRow {
  id: number;
  event: RevisionEvent;
  createdAt: Date;
  updatedAt: Date;
  blocksAdded: number;
  blocksRemoved: number;
  blocksChanged: number;
  damaged: boolean;
  draft?: boolean;
  authorUid: string | null;
  authorName: string | null;
  reviewStep?: ReviewStep | null;
  note?: string | null;
}

/** A revision in the history list: who, when, what made it, and how many blocks it added, removed and changed. */
export function presentRevisionSummary(row: RevisionSummaryRow) {
  return {
    id: String(row.id),
    type: 'revision' as const,
    attributes: {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      // A revision whose author's account is gone keeps its place in the history, by nobody.
      author: row.authorUid ? { uid: row.authorUid, name: row.authorName ?? '' } : null,
      event: row.event,
      blocks: { added: row.blocksAdded, removed: row.blocksRemoved, changed: row.blocksChanged },
      // Stored by a server whose block prints had gone wrong (found by the upgrade of migration 0022): its document may
      // not be what was saved.
      damaged: row.damaged,
      // A step of the page's review (issue 33) and its note or reason; null for other revisions.
      review_step: row.reviewStep ?? null,
      note: row.note ?? null,
      // Made on a published page's draft and not published (issue 33); only those who may edit the page see it.
      draft: row.draft ?? false,
    },
  };
}

/** One revision with what it held: title, stand first and document. */
export function presentRevision(row: RevisionSummaryRow & { title: string; precis: string; body: SavedDocument }) {
  const summary = presentRevisionSummary(row);
  return { ...summary, attributes: { ...summary.attributes, title: row.title, precis: row.precis, lexical_body: row.body } };
}
