import { renderingStaticSite } from './site/staticSite';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppScreens } from './App';
import { loadAllChinese } from './i18n/loadChinese';
import { collectNotFound } from './routes/NotFoundRoute';
import { collectDocumentMeta, type DocumentMeta } from './routes/useDocumentMeta';
import { adoptServedAnswers, dropServedAnswers, type ServedAnswers } from './store/servedAnswers';

export type { DocumentMeta };

// The server renders synchronously: every zh-HK text is at hand before the first /hk page.
await loadAllChinese();

export interface RenderedScreen {
  html: string;
  meta: DocumentMeta | null;
  /** The screen is the not-found page (an unknown address, or a page the API answered 404): the server answers 404. */
  notFound: boolean;
}

/**
 * The server's entry (`vite build --ssr src/ssr.tsx`): the HTML and head of the screen at `url` for an anonymous
 * reader, given the answers of the API requests the screen makes first, keyed by their path ('/api/…'); an answer
 * that failed is `{error, status}` (src/servedAnswers.ts).
 */
export function renderScreen(url: URL, answers: ServedAnswers, options: { staticSiteEditorUrl?: string } = {}): RenderedScreen {
  // renderToString is synchronous, so no other render sees these answers, nor the static site's editor address (the
  // static export renders its pages as the browser will hydrate them there: issue 31).
  adoptServedAnswers(answers);
  const restore = renderingStaticSite(options.staticSiteEditorUrl ?? null);
  try {
    const { result, notFound } = collectNotFound(() =>
      collectDocumentMeta(url.origin, () =>
        renderToString(
          <StrictMode>
            <StaticRouter location={url.pathname}>
              <AppScreens />
            </StaticRouter>
          </StrictMode>,
        ),
      ),
    );
    return { html: result.result, meta: result.meta, notFound };
  } finally {
    dropServedAnswers();
    restore();
  }
}
