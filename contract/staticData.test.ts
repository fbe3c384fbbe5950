import { describe, expect, it } from 'vitest';
import { staticDataPathOf } from './staticData';

describe("the static site's data files", () => {
  it('are the API path with its query as path segments, sorted by name', () => {
    expect(staticDataPathOf('/api/content/home?locale=en')).toBe('/_data/content/home/locale/en.json');
    expect(staticDataPathOf('/api/content/stories?locale=hk&limit=50')).toBe('/_data/content/stories/limit/50/locale/hk.json');
    expect(staticDataPathOf('http://localhost:3000/api/content/stories?limit=50&locale=hk')).toBe(
      '/_data/content/stories/limit/50/locale/hk.json',
    );
    expect(staticDataPathOf('/api/content/stories/harbour-walk')).toBe('/_data/content/stories/harbour-walk.json');
    expect(staticDataPathOf('/api/publications/lantern-night/programme')).toBe('/_data/publications/lantern-night/programme.json');
    expect(staticDataPathOf('/api/site_config')).toBe('/_data/site_config.json');
    expect(staticDataPathOf('/en/stories/x')).toBeNull();
  });
});
