import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

window.scrollTo = () => undefined;

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
