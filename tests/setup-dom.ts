// Dates show in the machine's time zone: every machine runs the component tests in UTC, as CI does.
process.env.TZ = 'UTC';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The dom project's files share their worker (isolate: false in vitest.config.ts), but not the app's modules: each file
// starts with its own copies of src/ (stores, caches, what a lazy module has loaded, vi.mock's stand-ins); only the
// packages, the jsdom window and what this file sets up stay.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
// Timers: an earlier file's fake timers can outlive vi.useRealTimers() (requestAnimationFrame stayed the fake clock's),
// so the first file's own are put back. A frame asked for on a fake clock and never run also leaves jsdom's frame
// timer there, and no later frame would come: cancelling every frame asked for so far lets the next start a real one.
const TIMERS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'queueMicrotask',
];
const globals = globalThis as unknown as Record<string, unknown> & { mastheadRealTimers?: Record<string, unknown> };
globals.mastheadRealTimers ??= Object.fromEntries(TIMERS.map((name) => [name, globals[name]]));
Object.assign(globalThis, globals.mastheadRealTimers);
const lastFrame = requestAnimationFrame(() => undefined);
for (let frame = 1; frame <= lastFrame; frame++) cancelAnimationFrame(frame);
document.body.replaceChildren();
document.head.replaceChildren();
sessionStorage.clear();
window.history.replaceState(null, '', '/');

// findBy and waitFor give up after 5 s, not 1 s: a lazy screen's first import is transformed on demand, which takes
// longer than a second when both cores are running test files.
configure({ asyncUtilTimeout: 5000 });

window.scrollTo = () => undefined;

// Screens on /hk suspend until their part's zh-HK texts load; tests render them with the texts already at hand.
await (await import('../src/i18n/loadChinese')).loadAllChinese();

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
