import { useEffect, useState } from 'react';

export const LOADING_OVERLAY_MS = 600;

/** Spec 2.3: a full-screen "PAGE EDITOR LOADING" overlay for about 600 ms on page-templates routes. */
export function LoadingOverlay({ skip }: { skip: boolean }) {
  const [visible, setVisible] = useState(!skip);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div className="editor-loading" role="status" aria-live="polite">
      PAGE EDITOR LOADING
    </div>
  );
}
