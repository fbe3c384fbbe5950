import { ApiError, errorMessageOf } from '../api/client';
import type { EditorToolsKey } from '../i18n/editorTools.en';
import type { Translate } from '../i18n/translate';

/** The lifecycle changes whose failure names them: "Could not publish: ...". */
export type ChangeAction = 'publish' | 'unpublish' | 'schedule';

const FAILED: Record<ChangeAction, EditorToolsKey> = {
  publish: 'change.failedPublish',
  unpublish: 'change.failedUnpublish',
  schedule: 'change.failedSchedule',
};

/**
 * The message for a failed change of the page: the 409 one ("This page was changed elsewhere since you opened it."),
 * else "Could not {action}: ..." (or the bare message), in the locale of `t`.
 */
export function changeFailureText(failure: unknown, t: Translate<EditorToolsKey>, action?: ChangeAction): string {
  if (failure instanceof ApiError && failure.status === 409) return t('change.elsewhere');
  return action ? t(FAILED[action], { message: errorMessageOf(failure) }) : errorMessageOf(failure);
}
