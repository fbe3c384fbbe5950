// Dates show in the machine's time zone: every machine runs the component tests in UTC, as CI does.
process.env.TZ = 'UTC';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllChinese } from '../src/i18n/loadChinese';

// findBy and waitFor give up after 5 s, not 1 s: a lazy screen's first import is transformed on demand, which takes
// longer than a second when both cores are running test files.
configure({ asyncUtilTimeout: 5000 });

window.scrollTo = () => undefined;

// Screens on /hk suspend until their part's zh-HK texts load; tests render them with the texts already at hand.
await loadAllChinese();

// jsdom does no layout; ProseMirror measures the selection to scroll it into view, so give it empty rectangles.
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
for (const prototype of [Range.prototype, Element.prototype, Text.prototype] as unknown as Array<Record<string, unknown>>) {
  prototype.getClientRects ??= emptyRects;
  prototype.getBoundingClientRect ??= emptyRect;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
