import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepServedAnswer } from './api/readClient';
import { App } from './App';
import { useSession } from './store/session';
import './styles.css';

if (import.meta.env.MODE === 'mock') {
  await (await import('../mocks/browser')).startMockServer();
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server renders readers' pages as an anonymous reader sees them, with the answer they came from (server/readerPages.ts).
const served = document.getElementById('masthead-answer');
if (served?.dataset.path && !useSession.getState().token) {
  keepServedAnswer(served.dataset.path, JSON.parse(served.textContent ?? 'null'));
  hydrateRoot(container, app);
} else {
  if (served) await (globalThis as { mastheadPreloaded?: Promise<unknown> }).mastheadPreloaded;
  createRoot(container).render(app);
}
