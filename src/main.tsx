import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { blocksReaderMessages } from './i18n/blocksReader';
import { readerMessages } from './i18n/reader';
import { localeOfPath } from './routes/paths';
import { adoptServedAnswers } from './store/servedAnswers';
import { useSession } from './store/session';
import './styles.css';

if (import.meta.env.MODE === 'mock') {
  await (await import('../mocks/browser')).startMockServer();
}

// A /hk page hydrates with the reader's zh-HK texts at hand, as the server rendered it; other parts load with their screens.
if (localeOfPath(location.pathname) === 'hk') await Promise.all([readerMessages.loadHk?.(), blocksReaderMessages.loadHk?.()]);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server renders readers' pages as an anonymous reader sees them, with the answers they came from (server/readerPages.ts).
const served = document.getElementById('masthead-answers');
if (served && !useSession.getState().token) {
  adoptServedAnswers(JSON.parse(served.textContent ?? '{}'));
  hydrateRoot(container, app);
} else {
  if (served) await (globalThis as { mastheadPreloaded?: Promise<unknown> }).mastheadPreloaded;
  createRoot(container).render(app);
}
