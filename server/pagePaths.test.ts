import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_COLLECTIONS, pageAtPath, pagePathOf } from '../contract/pagePaths';
import { COLLECTIONS, LOCALES } from '../contract/resources';
import { routes } from '../src/routes/routeTable';
import { publicPathOf } from '../src/routes/paths';
import { publicRouteOf } from './presenters/pages';
import { readerRouteOf } from './readerRoutes';

// Issue 30: one rule says where a page lives (contract/pagePaths.ts); the server's answers and sitemap (publicRouteOf),
// the reader app's links (publicPathOf) and routes, and the server's reading of readers' addresses all follow it.
describe("a page's address", () => {
  it('is the same rule for the server, the reader app, its routes and the server reading them back', () => {
    for (const locale of LOCALES) {
      for (const collection of COLLECTIONS) {
        for (const slug of ['harbour-walk', 'story-2026-11-27', 'page-7']) {
          const path = pagePathOf({ locale, collection, slug });
          expect(publicRouteOf({ locale, collection, slug })).toBe(path);
          expect(publicPathOf(locale, collection, slug)).toBe(path);
          expect(pageAtPath(path)).toEqual({ locale, collection, slug });
          const screen = matchRoutes(routes, path)?.at(-1)?.route.path;
          if (collection === 'memo') {
            expect(screen).toBe('memo/:slug');
            expect(readerRouteOf(path)).toEqual({ kind: 'memo', answerPath: `/api/memo/${slug}` });
          } else {
            expect(PAGE_COLLECTIONS).toContain(collection);
            expect(screen).toBe(':collection/:slug');
            expect(readerRouteOf(path)).toEqual({ kind: 'page', answerPath: `/api/content/${collection}/${slug}` });
          }
        }
      }
    }
  });

  it('names no page for other paths', () => {
    for (const path of [
      '/',
      '/en',
      '/en/stories',
      '/fr/stories/x',
      '/en/Stories/x',
      '/en/stories/x/y',
      '/en/unknown/x',
      '/en/stories/%E0%A4%A',
    ])
      expect(pageAtPath(path), path).toBeNull();
  });
});
