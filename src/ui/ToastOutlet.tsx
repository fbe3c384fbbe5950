import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { readerMessages } from '../i18n/reader';
import { useToasts } from '../store/toasts';
import './toast.css';
import { useMessages } from '../i18n/useMessages';

export const TOAST_DURATION_MS = 5000;

export function ToastOutlet() {
  const t = useMessages(readerMessages);
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onEscapeKeyDown={(event) => {
            // Escape belongs to what has the focus (an open dialog), not to a toast that happens to be newer.
            if (!(event.target instanceof Element && event.target.closest('.toast-viewport'))) event.preventDefault();
          }}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <Toast.Title className="toast__text">{toast.text}</Toast.Title>
          <Toast.Close className="toast__close" aria-label={t('toast.dismiss')}>
            <X aria-hidden size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
