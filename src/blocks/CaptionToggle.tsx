import { useId, useRef, useState } from 'react';
import { ReaderIcon } from '../ui/ReaderIcon';
import { blocksReaderMessages } from '../i18n/blocksReader';
import './captionToggle.css';
import { useMessages } from '../i18n/useMessages';

/** Spec 2.2 and 4.2: on media, an info button opens the caption overlay and a close button hides it. */
export function CaptionToggle({ caption }: { caption: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  // After the other hooks: on /hk it may suspend until the texts arrive, and React replays the component then with
  // the hooks before it (a page drawn in the browser, such as the editor's "as of" view, broke their order).
  const t = useMessages(blocksReaderMessages);
  const toggle = (next: boolean) => {
    setOpen(next);
    requestAnimationFrame(() => (next ? closer : opener).current?.focus());
  };
  return (
    <>
      {open ? (
        <div className="caption-overlay" id={id} role="note">
          <p className="caption-overlay__text">{caption}</p>
          <button
            ref={closer}
            type="button"
            className="caption-overlay__close"
            aria-label={t('caption.hide')}
            onClick={() => toggle(false)}
          >
            <ReaderIcon name="close" size={14} />
          </button>
        </div>
      ) : (
        <button
          ref={opener}
          type="button"
          className="caption-toggle"
          aria-label={t('caption.show')}
          aria-expanded={false}
          onClick={() => toggle(true)}
        >
          <ReaderIcon name="info" size={18} />
        </button>
      )}
    </>
  );
}
