import { describe, expect, it } from 'vitest';
import { anchorOfSelection } from './readingAnchor';

/** The reading view's document with `html`, and text selected from (node path, offset) to (node path, offset). */
function selectIn(html: string, start: [string, number, number], end: [string, number, number]) {
  document.body.innerHTML = `<article class="memo"><div class="document">${html}</div></article>`;
  const point = ([selector, child, offset]: [string, number, number]) =>
    [document.querySelector(selector)!.childNodes[child], offset] as const;
  const range = document.createRange();
  range.setStart(...point(start));
  range.setEnd(...point(end));
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return anchorOfSelection(document.querySelector('.memo .document')!, selection);
}

describe('anchorOfSelection', () => {
  it('gives the selected words of one block, trimmed, with the block’s text around them across links and bold', () => {
    const anchor = selectIn('<p>The <strong>last</strong> ferry <a href="/x">leaves at</a> midnight.</p>', ['p', 2, 0], ['a', 0, 6]);
    expect(anchor).toEqual({ quote: 'ferry leaves', prefix: 'The last ', suffix: ' at midnight.' });
  });

  it('leaves out visually hidden text (a checklist’s “To do”) and runs on across blocks, a line each, empty ones left out', () => {
    const anchor = selectIn(
      '<ul class="checklist"><li><span class="visually-hidden">To do</span>Book the hall</li></ul><p></p><blockquote>Then the band</blockquote><p>Next block</p>',
      ['li', 1, 5],
      ['p:last-child', 0, 4],
    );
    expect(anchor).toEqual({ quote: 'the hall\nThen the band\nNext', prefix: 'Book ', suffix: ' block' });
  });

  it('gives nothing for a selection in a code block or running into or through one (code holds no comment)', () => {
    expect(selectIn('<pre><code>npm start</code></pre>', ['code', 0, 0], ['code', 0, 3])).toBeNull();
    expect(selectIn('<p>Run it</p><pre><code>npm start</code></pre>', ['p', 0, 0], ['code', 0, 3])).toBeNull();
    expect(selectIn('<p>Run it</p><pre><code>npm start</code></pre><p>Then wait</p>', ['p', 0, 4], ['p:last-child', 0, 4])).toBeNull();
    expect(selectIn('<p>Run it</p><pre><code>npm start</code></pre>', ['p', 0, 0], ['p', 0, 3])).toEqual({
      quote: 'Run',
      prefix: '',
      suffix: ' it',
    });
  });

  it('gives nothing for a collapsed selection or one outside the document', () => {
    expect(selectIn('<p>Words</p>', ['p', 0, 2], ['p', 0, 2])).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<h1>Title</h1>');
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('h1')!);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    expect(anchorOfSelection(document.querySelector('.memo .document')!, document.getSelection())).toBeNull();
  });
});
