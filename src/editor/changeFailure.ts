import { ApiError, errorMessageOf } from '../api/client';

/** What the editor says when a save or a lifecycle change finds the page changed since it was loaded (409). */
export const CHANGED_ELSEWHERE = 'This page was changed elsewhere since you opened it.';

/** The message for a failed change of the page: the 409 one, else "Could not {action}: ..." (or the bare message). */
export function changeFailureText(failure: unknown, action?: string): string {
  if (failure instanceof ApiError && failure.status === 409) return CHANGED_ELSEWHERE;
  return action ? `Could not ${action}: ${errorMessageOf(failure)}` : errorMessageOf(failure);
}
