import { describe, expect, it } from 'vitest';
import type { SavedDocument, SavedNode } from '../../contract/document';
import { threadAt, threadRanges } from './readingHighlights';

const text = (value: string): SavedNode => ({ type: 'text', version: 1, text: value });
const mark = (ids: string[], ...children: SavedNode[]): SavedNode => ({ type: 'mark', version: 1, ids, children });
const block = (type: string, ...children: SavedNode[]): SavedNode => ({ type, version: 1, children });
const saved = (...children: SavedNode[]): SavedDocument => ({ root: { type: 'root', version: 1, children } });

describe('threadRanges', () => {
  it('finds each thread’s marked words in the rendered page, across links and bold, in list items and quotes too', () => {
    document.body.innerHTML =
      '<div class="document"><p>Ferries run daily.</p><p>Winter ferries leave at <strong>nine</strong>. Summer <a href="/x">ferries</a> leave at eight.</p>' +
      '<ul><li>Tickets on board</li></ul><blockquote>Ferries run daily.</blockquote></div>';
    const document_ = saved(
      block('paragraph', text('Ferries run daily.')),
      block(
        'paragraph',
        text('Winter ferries leave at '),
        text('nine'),
        text('. '),
        mark(['summer'], text('Summer '), block('link', text('ferries'))),
        text(' leave at eight.'),
      ),
      block('list', block('listitem', text('Tickets '), mark(['board', 'both'], text('on board')))),
      block('quote', mark(['both'], text('Ferries')), text(' run daily.')),
    );
    const ranges = threadRanges(document.querySelector('.document')!, document_);
    expect(Object.fromEntries([...ranges].map(([id, list]) => [id, list.map(String)]))).toEqual({
      summer: ['Summer ferries'],
      board: ['on board'],
      both: ['on board', 'Ferries'],
    });
    // The quote's "Ferries", not the first paragraph's, which has the same text.
    expect(ranges.get('both')![1].startContainer.parentElement!.tagName).toBe('BLOCKQUOTE');
    const link = document.querySelector('a')!.firstChild!;
    expect(threadAt(ranges, link, 3)).toBe('summer');
    expect(threadAt(ranges, document.querySelector('li')!.firstChild!, 10)).toBe('board');
    expect(threadAt(ranges, document.querySelector('p')!.firstChild!, 3)).toBeNull();
  });
});
