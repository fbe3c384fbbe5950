import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { isSafeLink } from '../../contract/links';
import { editorMessages } from '../i18n/editor';
import { useLinkAccessDenied } from './editorContext';
import { hasLinkAccess } from '../store/editingPage';
import { pageUidIn } from './linkAccess';
import { useMessages } from '../i18n/useMessages';

const EMPTY_LINK = 'https://';

/** Spec 2.5: type or paste a link; Enter applies it (new tab, noopener noreferrer); remove resets to https://. */
export function LinkEditor({ editor, href, onDone }: { editor: Editor; href: string; onDone(): void }) {
  const t = useMessages(editorMessages);
  const [value, setValue] = useState(href || EMPTY_LINK);
  const [error, setError] = useState<string | null>(null);
  const onAccessDenied = useLinkAccessDenied();

  const apply = () => {
    const link = value.trim();
    if (!link || link === EMPTY_LINK) return;
    if (!isSafeLink(link)) {
      setError(t('link.notAllowed'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: link, target: '_blank', rel: 'noopener noreferrer' }).run();
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  const onPaste = async (event: ClipboardEvent<HTMLInputElement>) => {
    const uid = pageUidIn(event.clipboardData.getData('text/plain'));
    if (uid && !(await hasLinkAccess(uid))) onAccessDenied();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setValue(EMPTY_LINK);
    setError(null);
  };

  return (
    <div className="link-editor">
      <label className="visually-hidden" htmlFor="link-editor-input">
        {t('link.label')}
      </label>
      <input
        id="link-editor-input"
        type="text"
        inputMode="url"
        placeholder={t('link.placeholder')}
        value={value}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'link-editor-error' : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <button type="button" onClick={remove}>
        {t('link.remove')}
      </button>
      {error && (
        <p id="link-editor-error" role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
