import { describe, expect, it } from 'vitest';
import { readerRouteOf } from './readerRoutes';

describe("readers' routes", () => {
  it('name the API answer a home page, a page or a memo is rendered or answered from', () => {
    expect(readerRouteOf('/en')).toEqual({ kind: 'page', answerPath: '/api/content/home?locale=en' });
    expect(readerRouteOf('/hk/')).toEqual({ kind: 'page', answerPath: '/api/content/home?locale=hk' });
    expect(readerRouteOf('/en/stories/the-long-view')).toEqual({ kind: 'page', answerPath: '/api/content/stories/the-long-view' });
    // As the page screen asks for it: any segment, encoded.
    expect(readerRouteOf('/hk/stories/廟街 夜市')).toEqual({
      kind: 'page',
      answerPath: '/api/content/stories/%E5%BB%9F%E8%A1%97%20%E5%A4%9C%E5%B8%82',
    });
    expect(readerRouteOf('/en/memo/house-style-notes')).toEqual({ kind: 'memo', answerPath: '/api/memo/house-style-notes' });
  });

  it("know the app's own screens, whose fixed words match in any case, and nothing else", () => {
    for (const path of [
      '/',
      '/memo/trash/notes',
      '/en/login',
      '/en/LOGIN',
      '/hk/search',
      '/en/stories',
      '/en/memo',
      '/en/Memo/Trash',
      '/en/preview/abc',
      '/en/page-templates/stories/x/y',
      '/en/setup',
      '/hk/admin/settings',
      '/en/admin/audit',
      '/hk/admin/audit',
      '/en/dashboard',
    ]) {
      expect(readerRouteOf(path), path).toEqual({ kind: 'screen' });
    }
    for (const path of [
      '/fr',
      '/EN/login',
      '/en/Stories',
      '/en/Stories/the-long-view',
      '/en/stories/a/b',
      '/en/login/more',
      '/en/memo/trash/x/y',
      '/favicon.png',
      '/en/setup/more',
    ]) {
      expect(readerRouteOf(path), path).toEqual({ kind: 'other' });
    }
  });
});
