import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pageBySlug } from '../../tests/memoFixtures';
import { accessPageOf } from './pageAccess';

// The access facts a live session re-reads every second for each person in it (issue 34): never the page's body,
// megabytes of JSON on a long page.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('accessPageOf', () => {
  it('reads what the rules read of a page, and not its body', async () => {
    const page = await pageBySlug(t, 'the-long-view');
    expect(await accessPageOf(t.deps.database.db, page.id)).toEqual({
      id: page.id,
      collection: page.collection,
      ownerId: page.ownerId,
      published: page.published,
      trashedAt: page.trashedAt,
      isPublic: page.isPublic,
    });
  });

  it('is null for a page that is not there', async () => {
    expect(await accessPageOf(t.deps.database.db, 2_000_000)).toBeNull();
  });
});
