import { describe, expect, it } from 'vitest';
import {
  collectionPathOf,
  editorRouteOf,
  hasFavouriteToggle,
  homePathOf,
  isCreatePage,
  isEditorRoute,
  localeOfPath,
  memoFavouritesPathOf,
  memoListPathOf,
  memoPathOf,
  memoTrashListPathOf,
  pageCollectionSlugOfPath,
  publicPathOf,
  publicPathOfEditorRoute,
  routeWithNewSlug,
  safeNextPath,
  signInPathOf,
  switchLocale,
  systemOfPath,
  trashedMemoPathOf,
} from './paths';

describe('systemOfPath', () => {
  it.each([
    ['/en/news', 'projects'],
    ['/en/news/a-story', 'projects'],
    ['/hk/series/climate', 'projects'],
    ['/en/memo', 'projects'],
    ['/en/memo/q3-plan', 'projects'],
    ['/memo/trash/q3-plan', 'projects'],
    ['/en/page-templates/memo/q3-plan', 'projects'],
    ['/en/dataroom', 'data'],
    ['/hk/dataroom/report', 'data'],
    ['/en/page-templates/dataroom/report', 'data'],
    ['/en/stories/a-story', 'csw'],
    ['/en/projects/bridge', 'csw'],
    ['/en/events/gala', 'csw'],
    ['/', 'csw'],
    ['', 'csw'],
  ])('%s belongs to %s', (path, system) => {
    expect(systemOfPath(path)).toBe(system);
  });

  it('matches whole segments only', () => {
    expect(systemOfPath('/en/newsletter')).toBe('csw');
    expect(systemOfPath('/en/stories/news-roundup')).toBe('csw');
    expect(systemOfPath('/en/memorial')).toBe('csw');
    expect(systemOfPath('/en/seriesx/a')).toBe('csw');
    expect(systemOfPath('/en/dataroomy')).toBe('csw');
    expect(systemOfPath('/en/stories/my-dataroom')).toBe('csw');
  });

  it('matches a segment anywhere in the path', () => {
    expect(systemOfPath('/a/b/c/news')).toBe('projects');
    expect(systemOfPath('/a/dataroom/c')).toBe('data');
  });

  it('tolerates trailing slashes, repeated slashes, queries and hashes', () => {
    expect(systemOfPath('/en/news/')).toBe('projects');
    expect(systemOfPath('//en//memo//')).toBe('projects');
    expect(systemOfPath('/en/stories?from=/news')).toBe('csw');
    expect(systemOfPath('/en/stories#news')).toBe('csw');
    expect(systemOfPath('/en/dataroom?x=1')).toBe('data');
  });

  it('reads the path of a full URL', () => {
    expect(systemOfPath('https://example.org/en/news/a')).toBe('projects');
    expect(systemOfPath('https://news.example.org/en/stories/a')).toBe('csw');
  });

  it('prefers projects when both kinds of segment appear', () => {
    expect(systemOfPath('/dataroom/news')).toBe('projects');
  });

  it('is case-sensitive, as paths are', () => {
    expect(systemOfPath('/en/News')).toBe('csw');
  });
});

describe('pageCollectionSlugOfPath', () => {
  it.each([
    ['/en/stories', 'stories'],
    ['/en/stories/a-story', 'stories'],
    ['/en/series', 'series'],
    ['/hk/series/climate', 'series'],
    ['/en/page-templates/series/climate', 'series'],
    ['/en/news/a', 'stories'],
    ['/en/memo/a', 'stories'],
    ['/', 'stories'],
    ['', 'stories'],
  ])('%s gives %s', (path, slug) => {
    expect(pageCollectionSlugOfPath(path)).toBe(slug);
  });

  it('matches whole segments only', () => {
    expect(pageCollectionSlugOfPath('/en/stories/series-finale')).toBe('stories');
    expect(pageCollectionSlugOfPath('/en/seriesx')).toBe('stories');
  });

  it('ignores the query string', () => {
    expect(pageCollectionSlugOfPath('/en/stories/a?tab=series')).toBe('stories');
  });
});

describe('routeWithNewSlug', () => {
  it.each([
    ['/en/memo', '/en/memo/new-memo'],
    ['/hk/memo', '/hk/memo/new-memo'],
    ['/en/page-templates/memo', '/en/page-templates/memo/new-memo'],
    ['/hk/page-templates/memo', '/hk/page-templates/memo/new-memo'],
  ])('appends the slug on the memo list %s', (path, expected) => {
    expect(routeWithNewSlug(path, 'new-memo')).toBe(expected);
  });

  it('appends on the memo list with a trailing slash and keeps the slash', () => {
    expect(routeWithNewSlug('/en/memo/', 'new-memo')).toBe('/en/memo/new-memo/');
    expect(routeWithNewSlug('/hk/page-templates/memo/', 'new-memo')).toBe('/hk/page-templates/memo/new-memo/');
  });

  it.each([
    ['/en/memo/old', '/en/memo/fresh'],
    ['/en/page-templates/memo/old', '/en/page-templates/memo/fresh'],
    ['/en/stories/old', '/en/stories/fresh'],
    ['/en/page-templates/stories/old', '/en/page-templates/stories/fresh'],
    ['/en/stories/create-page', '/en/stories/fresh'],
    ['/hk/series/a/b/c', '/hk/series/a/b/fresh'],
    ['/en/stories', '/en/fresh'],
    ['/memo/trash/old', '/memo/trash/fresh'],
    ['/fr/memo', '/fr/fresh'],
  ])('replaces the last segment of %s', (path, expected) => {
    expect(routeWithNewSlug(path, 'fresh')).toBe(expected);
  });

  it('replaces the last segment when the path ends with a slash and keeps the slash', () => {
    expect(routeWithNewSlug('/en/stories/old/', 'fresh')).toBe('/en/stories/fresh/');
  });

  it('does not treat deeper memo paths or other locales as the memo list', () => {
    expect(routeWithNewSlug('/en/memo/a/b', 'fresh')).toBe('/en/memo/a/fresh');
    expect(routeWithNewSlug('/memo', 'fresh')).toBe('/fresh');
  });

  it('appends after a bare locale or the root instead of losing it', () => {
    expect(routeWithNewSlug('/en', 'fresh')).toBe('/en/fresh');
    expect(routeWithNewSlug('/hk/page-templates', 'fresh')).toBe('/hk/page-templates/fresh');
    expect(routeWithNewSlug('/', 'fresh')).toBe('/fresh');
    expect(routeWithNewSlug('', 'fresh')).toBe('/fresh');
  });

  it('drops the query string and hash of the old page', () => {
    expect(routeWithNewSlug('/en/stories/old?draft=1#top', 'fresh')).toBe('/en/stories/fresh');
    expect(routeWithNewSlug('/en/memo?sort=newest', 'fresh')).toBe('/en/memo/fresh');
  });

  it('encodes the slug as one segment', () => {
    expect(routeWithNewSlug('/en/memo', 'a/b c')).toBe('/en/memo/a%2Fb%20c');
  });

  it('trims the slug and leaves the path alone when it is empty', () => {
    expect(routeWithNewSlug('/en/stories/old', '  fresh ')).toBe('/en/stories/fresh');
    expect(routeWithNewSlug('/en/stories/old', '')).toBe('/en/stories/old');
    expect(routeWithNewSlug('/en/memo', '   ')).toBe('/en/memo');
  });
});

describe('editorRouteOf', () => {
  it.each([
    ['/en/stories/x', '/en/page-templates/stories/x'],
    ['/hk/series/climate', '/hk/page-templates/series/climate'],
    ['/en/memo/q3-plan', '/en/page-templates/memo/q3-plan'],
    ['/en/memo', '/en/page-templates/memo'],
    ['/en', '/en/page-templates'],
    ['/en/stories/create-page', '/en/page-templates/stories/create-page'],
    ['/en/memo/parent/create-page', '/en/page-templates/memo/parent/create-page'],
  ])('%s -> %s', (path, expected) => {
    expect(editorRouteOf(path)).toBe(expected);
  });

  it('keeps the trailing slash, query string and hash', () => {
    expect(editorRouteOf('/en/stories/x/')).toBe('/en/page-templates/stories/x/');
    expect(editorRouteOf('/en/memo/x?token=abc#part')).toBe('/en/page-templates/memo/x?token=abc#part');
  });

  it('keeps the origin of a full URL', () => {
    expect(editorRouteOf('https://example.org/en/stories/x')).toBe('https://example.org/en/page-templates/stories/x');
  });

  it('keeps a query string or hash with a line break, on a long address too (one expression took cubic time on it)', () => {
    expect(editorRouteOf('/en/memo/x?a\nb#c\nd')).toBe('/en/page-templates/memo/x?a\nb#c\nd');
    const long = `a://${'x'.repeat(100_000)}#\n`;
    expect(editorRouteOf(long)).toBe(long.replace('#', '/page-templates#'));
  });

  it('returns an editor route unchanged', () => {
    expect(editorRouteOf('/en/page-templates/stories/x')).toBe('/en/page-templates/stories/x');
    expect(editorRouteOf('/hk/page-templates/memo/x/')).toBe('/hk/page-templates/memo/x/');
    expect(editorRouteOf('/page-templates/x')).toBe('/page-templates/x');
  });

  it('inserts at the start of a path without a locale', () => {
    expect(editorRouteOf('/memo/trash/x')).toBe('/page-templates/memo/trash/x');
    expect(editorRouteOf('/')).toBe('/page-templates');
  });

  it('does not mistake page-templates deeper in the path for the editor segment', () => {
    expect(editorRouteOf('/en/stories/page-templates')).toBe('/en/page-templates/stories/page-templates');
  });
});

describe('publicPathOfEditorRoute', () => {
  it.each([
    ['/en/page-templates/stories/x', '/en/stories/x'],
    ['/hk/page-templates/memo/q3-plan', '/hk/memo/q3-plan'],
    ['/en/page-templates/memo/create-page', '/en/memo/create-page'],
    ['/en/page-templates', '/en'],
    ['/page-templates/memo/trash/x', '/memo/trash/x'],
    ['/en/page-templates/stories/x/?a=1#b', '/en/stories/x/?a=1#b'],
  ])('%s -> %s', (path, expected) => {
    expect(publicPathOfEditorRoute(path)).toBe(expected);
  });

  it('returns a public path unchanged', () => {
    expect(publicPathOfEditorRoute('/en/stories/x')).toBe('/en/stories/x');
    expect(publicPathOfEditorRoute('/en/stories/page-templates')).toBe('/en/stories/page-templates');
  });

  it.each(['/en/stories/x', '/hk/memo', '/en/memo/a/create-page', '/en/stories/x/', '/memo/trash/x', '/en/a?b=c'])(
    'inverts editorRouteOf for %s',
    (path) => {
      expect(publicPathOfEditorRoute(editorRouteOf(path))).toBe(path);
    },
  );
});

describe('isEditorRoute', () => {
  it('is true only with page-templates right after the locale or at the start', () => {
    expect(isEditorRoute('/en/page-templates/stories/x')).toBe(true);
    expect(isEditorRoute('/hk/page-templates')).toBe(true);
    expect(isEditorRoute('/page-templates/x')).toBe(true);
    expect(isEditorRoute('/en/stories/x')).toBe(false);
    expect(isEditorRoute('/en/stories/page-templates')).toBe(false);
    expect(isEditorRoute('/en/page-templatesx')).toBe(false);
  });
});

describe('isCreatePage', () => {
  it('is true when a segment is create-page', () => {
    expect(isCreatePage('/en/memo/create-page')).toBe(true);
    expect(isCreatePage('/en/page-templates/stories/create-page')).toBe(true);
    expect(isCreatePage('/en/memo/create-page/')).toBe(true);
    expect(isCreatePage('/en/memo/create-page?x=1')).toBe(true);
  });

  it('is false for other segments that merely contain the words', () => {
    expect(isCreatePage('/en/memo/create-pages')).toBe(false);
    expect(isCreatePage('/en/stories/how-to-create-page')).toBe(false);
    expect(isCreatePage('/en/stories/x?step=create-page')).toBe(false);
    expect(isCreatePage('/')).toBe(false);
  });
});

describe('switchLocale', () => {
  it('replaces the locale and keeps the rest of the path', () => {
    expect(switchLocale('/en/stories/x', 'hk')).toBe('/hk/stories/x');
    expect(switchLocale('/hk/page-templates/memo/x', 'en')).toBe('/en/page-templates/memo/x');
    expect(switchLocale('/en', 'hk')).toBe('/hk');
    expect(switchLocale('/en/', 'hk')).toBe('/hk/');
    expect(switchLocale('/hk/stories', 'hk')).toBe('/hk/stories');
  });

  it('keeps the query string and hash', () => {
    expect(switchLocale('/en/login?next=%2Fen%2Fmemo#form', 'hk')).toBe('/hk/login?next=%2Fen%2Fmemo#form');
  });

  it('adds a locale to a path without one', () => {
    expect(switchLocale('/', 'hk')).toBe('/hk');
    expect(switchLocale('', 'en')).toBe('/en');
    expect(switchLocale('/stories/x', 'hk')).toBe('/hk/stories/x');
    expect(switchLocale('/fr/stories', 'en')).toBe('/en/fr/stories');
  });
});

describe('localeOfPath', () => {
  it('reads the first segment', () => {
    expect(localeOfPath('/en/stories')).toBe('en');
    expect(localeOfPath('/hk')).toBe('hk');
    expect(localeOfPath('/hk/')).toBe('hk');
    expect(localeOfPath('/hk?x=1')).toBe('hk');
  });

  it('is null when the first segment is not a locale', () => {
    expect(localeOfPath('/')).toBeNull();
    expect(localeOfPath('/fr/stories')).toBeNull();
    expect(localeOfPath('/english')).toBeNull();
    expect(localeOfPath('/stories/en')).toBeNull();
    expect(localeOfPath('/EN')).toBeNull();
  });
});

describe('path builders', () => {
  it('build public paths', () => {
    expect(homePathOf('hk')).toBe('/hk');
    expect(collectionPathOf('en', 'news')).toBe('/en/news');
    expect(publicPathOf('en', 'stories', 'a story')).toBe('/en/stories/a%20story');
  });

  it('builds the sign-in path with an encoded next', () => {
    expect(signInPathOf('en')).toBe('/en/login');
    expect(signInPathOf('hk', '/hk/memo/x?a=1')).toBe('/hk/login?next=%2Fhk%2Fmemo%2Fx%3Fa%3D1');
  });
});

describe('safeNextPath', () => {
  it('accepts paths on this site', () => {
    expect(safeNextPath('/en/memo/x')).toBe('/en/memo/x');
    expect(safeNextPath('/en/stories?tab=1#top')).toBe('/en/stories?tab=1#top');
    expect(safeNextPath('/')).toBe('/');
  });

  it.each([
    null,
    undefined,
    '',
    'en/memo',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    ' /en',
  ])('rejects %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('memo paths', () => {
  it('builds the memo space paths, the trashed one without a locale', () => {
    expect(memoListPathOf('hk')).toBe('/hk/memo');
    expect(memoPathOf('en', 'q3 plan')).toBe('/en/memo/q3%20plan');
    expect(memoTrashListPathOf('en')).toBe('/en/memo/trash');
    expect(memoFavouritesPathOf('en')).toBe('/en/memo/favourites');
    expect(trashedMemoPathOf('q3-plan')).toBe('/memo/trash/q3-plan');
  });

  it.each([
    ['/en/memo', false],
    ['/en/memo/', false],
    ['/en/memo/q3-plan', true],
    ['/hk/memo/q3-plan?x=1', true],
    ['/en/page-templates/memo/q3-plan', true],
    ['/memo/trash/q3-plan', true],
    ['/en/stories/memo', false],
    ['/en/news/q3-plan', false],
  ])('offers the favourite star on %s: %s', (path, expected) => {
    expect(hasFavouriteToggle(path)).toBe(expected);
  });
});
