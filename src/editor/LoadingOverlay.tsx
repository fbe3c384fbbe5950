import { useEffect, useState } from 'react';
import { editorMessages } from '../i18n/editor';
import { useMessages } from '../i18n/useMessages';

export const LOADING_OVERLAY_MS = 600;

/** Spec 2.3: a full-screen "PAGE EDITOR LOADING" overlay for about 600 ms on page-templates routes. */
export function LoadingOverlay({ skip }: { skip: boolean }) {
  const t = useMessages(editorMessages);
  const [visible, setVisible] = useState(!skip);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div className="editor-loading" role="status" aria-live="polite">
      {t('loading.overlay')}
    </div>
  );
}
