import { describe, expect, it } from 'vitest';
import type { SavedDocument, SavedNode } from '../../../contract/document';
import { changedWords, compareVersions } from './comparison';

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
const paragraph = (value: string): SavedNode => ({ type: 'paragraph', version: 1, children: [text(value)] });
const image = (src: string): SavedNode => ({ type: 'image', version: 1, src, altText: 'A ferry' });
const documentOf = (...children: SavedNode[]): SavedDocument => ({ root: { type: 'root', version: 1, children } }) as SavedDocument;
const version = (title: string, ...children: SavedNode[]) => ({ title, precis: 'Stand first', document: documentOf(...children) });

describe('comparing two versions block by block', () => {
  it('counts kept runs, and lists added, removed, moved and changed blocks with the changed words marked', () => {
    const before = version(
      'Ferries',
      paragraph('One'),
      paragraph('Two'),
      paragraph('The ferry leaves at nine.'),
      paragraph('Four'),
      paragraph('Moved'),
      paragraph('Gone'),
    );
    const after = version(
      'Harbour ferries',
      paragraph('Moved'),
      paragraph('One'),
      paragraph('Two'),
      paragraph('The ferry leaves at ten.'),
      paragraph('Four'),
      paragraph('New'),
    );
    const comparison = compareVersions(before, after);
    expect(
      comparison
        .title!.filter((part) => part.change === 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe('Harbour ferries');
    expect(
      comparison
        .title!.filter((part) => part.change === 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe('Ferries');
    expect(comparison.precis).toBeNull();
    expect(comparison.rows).toEqual([
      { kind: 'unchanged', count: 2 },
      {
        kind: 'changed',
        type: 'paragraph',
        words: [
          { text: 'The ferry leaves at ', change: 'same' },
          { text: 'nine', change: 'removed' },
          { text: 'ten', change: 'added' },
          { text: '.', change: 'same' },
        ],
      },
      { kind: 'unchanged', count: 1 },
      { kind: 'moved', type: 'paragraph', text: 'Moved' },
      {
        kind: 'changed',
        type: 'paragraph',
        words: [
          { text: 'Gone', change: 'removed' },
          { text: 'New', change: 'added' },
        ],
      },
    ]);
    expect(comparison.counts).toEqual({ added: 0, removed: 0, changed: 2, moved: 1 });
  });

  it('tells a block whose settings changed from one whose text did, and lists blocks without text', () => {
    const comparison = compareVersions(
      version('T', image('/media/a.jpg'), paragraph('Kept')),
      version('T', image('/media/b.jpg'), paragraph('Kept'), image('/media/c.jpg')),
    );
    expect(comparison.rows).toEqual([
      { kind: 'changed', type: 'image', words: [] },
      { kind: 'unchanged', count: 1 },
      { kind: 'added', type: 'image', text: '' },
    ]);
    expect(compareVersions(version('T', paragraph('Same')), version('T', paragraph('Same'))).rows).toEqual([
      { kind: 'unchanged', count: 1 },
    ]);
  });

  it('marks Chinese words, which have no spaces between them, not whole sentences or single characters', () => {
    const parts = changedWords('渡輪九時開出。', '渡輪十時開出。');
    expect(
      parts
        .filter((part) => part.change === 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe('九時');
    expect(
      parts
        .filter((part) => part.change === 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe('十時');
    expect(
      parts
        .filter((part) => part.change === 'same')
        .map((part) => part.text)
        .join(''),
    ).toContain('渡輪');
  });
});
