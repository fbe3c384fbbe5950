import { Suspense, useState } from 'react';
import { History } from 'lucide-react';
import { historyMessages } from '../../i18n/history';
import { useMessages } from '../../i18n/useMessages';
import { lazyWithPreload } from '../../ui/lazyWithPreload';
import type { HistoryPanelProps } from './HistoryPanel';

// The history and its comparison (jsdiff, the reader's document view) load when it is first opened, or hovered.
const HistoryPanel = lazyWithPreload(async () => (await import('./HistoryPanel')).HistoryPanel);

/** The editor bar's History button and the page history it opens. */
export function HistoryButton(props: Omit<HistoryPanelProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so that closing it gives the focus back to this button.
  const [opened, setOpened] = useState(false);
  // Last: on /hk it may suspend until the texts arrive (PresenceNote says why).
  const t = useMessages(historyMessages);
  return (
    <>
      <button
        type="button"
        className="bar-icon-button"
        title={t('history.open')}
        onPointerEnter={() => void HistoryPanel.preload()}
        onFocus={() => void HistoryPanel.preload()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <History aria-hidden size={18} />
        <span className="visually-hidden">{t('history.open')}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <HistoryPanel {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
