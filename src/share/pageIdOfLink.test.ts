import { describe, expect, it, vi } from 'vitest';
import { PageIdError, memoSlugOfLink, pageIdInLink, pageIdOfMemo, resolvePageId } from './pageIdOfLink';

describe('page id from the link itself (spec 7.8)', () => {
  it('takes the /pages/{n} segment first', () => {
    expect(pageIdInLink('https://example.org/api/pages/42')).toBe(42);
    expect(pageIdInLink('/en/pages/42/edit/7?page_id=9')).toBe(42);
    expect(pageIdInLink('/pages/0')).toBeNull();
  });

  it('then a trailing number: a last path segment of digits', () => {
    expect(pageIdInLink('https://example.org/en/stories/17')).toBe(17);
    expect(pageIdInLink('/en/stories/17/?page_id=9')).toBe(17);
    expect(pageIdInLink('/en/memo/editorial-calendar-2027')).toBeNull();
  });

  it('then a page_id query parameter', () => {
    expect(pageIdInLink('https://example.org/en/memo/plan?page_id=31')).toBe(31);
    expect(pageIdInLink('/en/memo/plan?page_id=abc')).toBeNull();
    expect(pageIdInLink('/en/memo/plan?page_id=99999999999')).toBeNull();
  });

  it('finds nothing in a link without any of them', () => {
    expect(pageIdInLink('')).toBeNull();
    expect(pageIdInLink('https://example.org/en/memo/plan')).toBeNull();
  });
});

describe('memo links', () => {
  it('names the memo slug, and tells a memo link without a slug from other links', () => {
    expect(memoSlugOfLink('https://example.org/en/memo/house-style-notes')).toBe('house-style-notes');
    expect(memoSlugOfLink('/hk/memo/plan-2027?x=1')).toBe('plan-2027');
    expect(memoSlugOfLink('/memo/trash/old-plan')).toBe('old-plan');
    expect(memoSlugOfLink('/en/memo')).toBe('');
    expect(memoSlugOfLink('/en/memo/favourites')).toBe('');
    expect(memoSlugOfLink('/en/stories/a-story')).toBeNull();
  });

  it('reads page_id, then the /pages/{n} pattern in edit_url, then lexical_body.page_id', () => {
    expect(pageIdOfMemo({ page_id: 5, edit_url: '/api/pages/6', lexical_body: { page_id: 7 } })).toBe(5);
    expect(pageIdOfMemo({ page_id: '5' })).toBe(5);
    expect(pageIdOfMemo({ page_id: null, edit_url: 'https://example.org/api/pages/6?x=1', lexical_body: { page_id: 7 } })).toBe(6);
    expect(pageIdOfMemo({ edit_url: '/edit/6', lexical_body: { page_id: '7' } })).toBe(7);
    expect(pageIdOfMemo({ edit_url: 42, lexical_body: null })).toBeNull();
  });
});

describe('resolvePageId', () => {
  it('uses the link without asking the server when it carries the id', async () => {
    const lookupMemo = vi.fn();
    await expect(resolvePageId('/en/memo/plan?page_id=3', { lookupMemo })).resolves.toBe(3);
    expect(lookupMemo).not.toHaveBeenCalled();
  });

  it('looks a memo link up with GET memo/{slug}', async () => {
    const lookupMemo = vi.fn(async () => ({ edit_url: '/api/pages/31' }));
    await expect(resolvePageId('https://example.org/en/memo/house-style-notes', { lookupMemo })).resolves.toBe(31);
    expect(lookupMemo).toHaveBeenCalledWith('house-style-notes');
  });

  it('falls back to a configured slug, and fails with the internal messages otherwise', async () => {
    const failing = vi.fn(async () => {
      throw new Error('404');
    });
    await expect(resolvePageId('/en/memo/known', { lookupMemo: failing, fallbacks: { known: 8 } })).resolves.toBe(8);
    await expect(resolvePageId('/en/memo/unknown', { lookupMemo: failing })).rejects.toEqual(
      new PageIdError('Could not extract page ID from link/resource ID'),
    );
    await expect(resolvePageId('/en/memo/empty', { lookupMemo: async () => ({}) })).rejects.toBeInstanceOf(PageIdError);
    await expect(resolvePageId('/en/memo', { lookupMemo: failing })).rejects.toThrow('No resource ID provided');
    await expect(resolvePageId('/en/stories/a-story', { lookupMemo: failing })).rejects.toThrow('Could not determine page ID');
  });
});
