/*
 * A page's review (issue 33), for the editor bar's review control: a staff store, used only by lazy chunks.
 */
export type { ReviewResource } from '../../contract/reviews';
export { listReviewers, readReview, requestChanges, submitForReview, withdrawReview } from '../api/reviews';
