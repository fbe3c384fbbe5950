import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { editorMessages } from '../i18n/editor';
import { ENTER_BLOCKED_EVENT, NEW_PARAGRAPH_EVENT } from './editorEvents';
import { useMessages } from '../i18n/useMessages';

const LEARNT_KEY = 'masthead.hint.shift-enter';

function learnt(): boolean {
  try {
    return localStorage.getItem(LEARNT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Enter alone does nothing in this editor (spec 2.3), which surprises everyone once. Until a person has started a
 * paragraph with Shift+Enter (or closed the hint), pressing Enter shows how; then it is never shown again.
 */
export function ShiftEnterHint({ editor }: { editor: Editor }) {
  const t = useMessages(editorMessages);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const root = editor.view.dom;
    const onBlocked = () => {
      if (!learnt()) setShown(true);
    };
    const onLearnt = () => {
      setShown(false);
      try {
        localStorage.setItem(LEARNT_KEY, '1');
      } catch {
        // A browser that keeps nothing shows the hint again next time; nothing else depends on it.
      }
    };
    root.addEventListener(ENTER_BLOCKED_EVENT, onBlocked);
    root.addEventListener(NEW_PARAGRAPH_EVENT, onLearnt);
    return () => {
      root.removeEventListener(ENTER_BLOCKED_EVENT, onBlocked);
      root.removeEventListener(NEW_PARAGRAPH_EVENT, onLearnt);
    };
  }, [editor]);
  if (!shown) return null;
  // The keys stay as printed on the keyboard; the sentence around them comes from the catalogue.
  const [before, after = ''] = t('hint.shiftEnter').split('{keys}');
  return (
    <p className="shift-enter-hint" role="status">
      <span>
        {before}
        <kbd>Shift</kbd> + <kbd>Enter</kbd>
        {after}
      </span>
      <button type="button" onClick={() => editor.view.dom.dispatchEvent(new CustomEvent(NEW_PARAGRAPH_EVENT))}>
        {t('hint.gotIt')}
      </button>
    </p>
  );
}
