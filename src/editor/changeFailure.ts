import type { Locale } from '../../contract';
import type { EditorToolsKey } from '../i18n/editorTools.en';
import type { Translate } from '../i18n/translate';
import { errorTextOf, refusalOf } from '../ui/StatusMessage';

/** The lifecycle changes whose failure names them: "Could not publish: ...". */
export type ChangeAction = 'publish' | 'unpublish' | 'schedule' | 'discard';

const FAILED: Record<ChangeAction, EditorToolsKey> = {
  publish: 'change.failedPublish',
  unpublish: 'change.failedUnpublish',
  schedule: 'change.failedSchedule',
  discard: 'change.failedDiscard',
};

/**
 * The message for a failed change of the page: any 409 says "This page was changed elsewhere since you opened it.",
 * anything else "Could not {action}: ..." (or the bare message), in the locale of `t`.
 */
export function changeFailureText(failure: unknown, t: Translate<EditorToolsKey>, locale: Locale, action?: ChangeAction): string {
  const refusal = refusalOf(failure);
  if (refusal === 'stale' || refusal === 'conflict') return t('change.elsewhere');
  const text = errorTextOf(failure, locale);
  return action ? t(FAILED[action], { message: text }) : text;
}
