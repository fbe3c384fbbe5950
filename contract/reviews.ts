import * as v from 'valibot';

/**
 * Review (issue 33): anyone who may edit a page hands it to a reviewer with a note; a reviewer (whoever may publish
 * it) publishes or schedules it, or requests changes with a reason. Where the page's latest hand-over stands:
 */
export const REVIEW_STATES = ['in_review', 'changes_requested', 'scheduled', 'published', 'withdrawn'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The steps of a review kept in the page's history (a revision's `review_step`). */
export type ReviewStep = 'submitted' | 'changes_requested' | 'scheduled' | 'published' | 'withdrawn';

/** What the notification centre tells a person about. */
export const NOTIFICATION_KINDS = [
  'review_requested',
  'changes_requested',
  'published',
  'published_on_schedule',
  'schedule_failed',
  'shared',
  'comment_mention',
  'comment_reply',
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const NOTE = 'Use at most 2000 characters.';

/** POST /api/pages/{id}/review: the note for the reviewers, and the reviewers chosen (none: every editor). */
export const submitReviewBody = v.object({
  note: v.optional(v.pipe(v.string(NOTE), v.trim(), v.maxLength(2000, NOTE)), ''),
  reviewer_uids: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(20, 'Choose at most 20 reviewers.')), []),
});
export type SubmitReviewBody = v.InferOutput<typeof submitReviewBody>;

const REASON = 'Say what needs changing (at most 2000 characters).';
/** POST /api/pages/{id}/review/request-changes: why, for the author. */
export const requestChangesBody = v.object({
  reason: v.pipe(v.string(REASON), v.trim(), v.minLength(1, REASON), v.maxLength(2000, REASON)),
});

/** GET /api/pages/{id}/review: where the page's review stands, for those who may edit it; null state when never submitted. */
export interface ReviewResource {
  state: ReviewState | null;
  note: string;
  reason: string;
  submitted_by: { uid: string; name: string } | null;
  decided_by: { uid: string; name: string } | null;
  reviewers: Array<{ uid: string; name: string }>;
  submitted_at: string | null;
  updated_at: string | null;
  /** Whether the caller may publish, schedule or request changes (a reviewer of this page). */
  may_review: boolean;
}

const LIMIT = 'The limit is a number from 1 to 50.';
/** `?limit=&before=` of GET /api/notifications: newest first, `before` the id the next (older) page starts below. */
export const notificationQuery = v.object({
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, LIMIT), v.transform(Number), v.minValue(1, LIMIT), v.maxValue(50, LIMIT))),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'Expected a notification id.'), v.transform(Number))),
});

/** One notification as GET /api/notifications answers it. */
export interface NotificationResource {
  id: number;
  kind: NotificationKind;
  /** The page it is about; null for a notification about no page (`webhook_disabled`). */
  page: { id: number; title: string; locale: string; collection: string } | null;
  /** The webhook endpoint a `webhook_disabled` notification is about (issue 36), else null. */
  webhook: { id: number; url: string } | null;
  /**
   * Where the notification leads: the page in the editor for review steps, else the page; for a webhook, the endpoint
   * on the administrators' webhooks screen (`/en/admin/webhooks#webhook-<id>`, which the centre shows in its own locale).
   */
  path: string;
  actor: { name: string } | null;
  note: string;
  created_at: string;
  read: boolean;
}
