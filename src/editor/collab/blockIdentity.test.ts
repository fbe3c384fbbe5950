import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BLOCK_ID, blocksOf, identityOf, keepBlocksSingle } from './blockIdentity';

// Two or three people's Y.Docs, each kept single as the editor keeps it, exchanging their changes in different orders.

function paragraph(text: string, id?: string): Y.XmlElement {
  const element = new Y.XmlElement('paragraph');
  if (id) element.setAttribute(BLOCK_ID, id);
  const run = new Y.XmlText();
  run.insert(0, text);
  element.insert(0, [run]);
  return element;
}

const body = (doc: Y.Doc) => doc.getXmlFragment('body');
const texts = (doc: Y.Doc) => blocksOf(body(doc)).map((block) => (block.get(0) as Y.XmlText).toString());
const runOf = (doc: Y.Doc, index: number) => body(doc).get(index) as Y.XmlElement;

/** Each person's doc, opened on one page of blocks `a`, `b`, `c`, `d` (or longer texts given). */
function people(count: number, blocks = ['a', 'b', 'c', 'd']): Y.Doc[] {
  const seed = new Y.Doc();
  body(seed).insert(
    0,
    blocks.map((text) => paragraph(text)),
  );
  return Array.from({ length: count }, () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed));
    keepBlocksSingle(doc);
    return doc;
  });
}

/** A move as the editor makes it: the block removed and a copy carrying its identity put at `to` (after the removal). */
function move(doc: Y.Doc, from: number, to: number) {
  const block = runOf(doc, from);
  const copy = paragraph((block.get(0) as Y.XmlText).toString(), identityOf(block));
  doc.transact(() => {
    body(doc).delete(from, 1);
    body(doc).insert(to, [copy]);
  });
}

function typeInto(doc: Y.Doc, index: number, at: number, text: string) {
  (runOf(doc, index).get(0) as Y.XmlText).insert(at, text);
}

/** Sends what `from` has that `to` lacks (one update, as a sync after a break). */
function send(from: Y.Doc, to: Y.Doc) {
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), 'remote');
}

/** Everyone exchanges until nothing changes any more. */
function settle(docs: Y.Doc[], order: (docs: Y.Doc[]) => Array<[Y.Doc, Y.Doc]>) {
  for (let round = 0; round < 4; round++) for (const [from, to] of order(docs)) send(from, to);
}

const forwards = (docs: Y.Doc[]) => docs.flatMap((from) => docs.filter((to) => to !== from).map((to): [Y.Doc, Y.Doc] => [from, to]));
const backwards = (docs: Y.Doc[]) => forwards([...docs].reverse());

describe('block identity in the live session', () => {
  for (const [name, order] of [
    ['first to last', forwards],
    ['last to first', backwards],
  ] as const) {
    it(`two people moving one block at once end with it once, exchanging ${name}`, () => {
      const [ann, ben] = people(2);
      move(ann, 1, 0); // b up
      move(ben, 1, 2); // b down
      settle([ann, ben], order);
      expect(texts(ann)).toEqual(texts(ben));
      expect(texts(ann).filter((text) => text === 'b')).toHaveLength(1);
      expect(texts(ann).sort()).toEqual(['a', 'b', 'c', 'd']);
    });

    it(`three people moving one block at once end with it once, exchanging ${name}`, () => {
      const docs = people(3);
      move(docs[0], 2, 0);
      move(docs[1], 2, 3);
      move(docs[2], 2, 1);
      // Two of them hear each other before the third comes in.
      send(docs[0], docs[1]);
      send(docs[1], docs[0]);
      settle(docs, order);
      for (const doc of docs) expect(texts(doc)).toEqual(texts(docs[0]));
      expect(texts(docs[0]).sort()).toEqual(['a', 'b', 'c', 'd']);
    });
  }

  it('keeps what each typed in their own copy of a block both moved at once', () => {
    for (const order of [forwards, backwards]) {
      const [ann, ben] = people(2, ['a', 'the block both move', 'c', 'd']);
      move(ann, 1, 0);
      typeInto(ann, 0, 19, ' from Ann');
      move(ben, 1, 2);
      typeInto(ben, 2, 0, 'Ben: ');
      settle([ann, ben], order);
      expect(texts(ann)).toEqual(texts(ben));
      expect(texts(ann).filter((text) => text.includes('block'))).toEqual(['Ben: the block both move from Ann']);
    }
  });

  it('keeps the words each typed at one place in their copy whole, one person’s after the other’s', () => {
    const [ann, ben] = people(2, ['a', 'The moving block.', 'c']);
    move(ann, 1, 0);
    typeInto(ann, 0, 17, ' Ann too.');
    move(ben, 1, 2);
    typeInto(ben, 2, 17, ' Ben was here.');
    settle([ann, ben], forwards);
    expect(texts(ann)).toEqual(texts(ben));
    const [moved] = texts(ann).filter((text) => text.startsWith('The moving block.'));
    // Both words whole (the block's text and the full stop both had are there once), not letters interleaved.
    expect(moved).toMatch(/^The moving block\. (Ann too ?Ben was here|Ben was here ?Ann too)\.$/);
  });

  it('keeps what I typed in a block another person moved before seeing my typing', () => {
    const [ann, ben] = people(2);
    move(ann, 2, 0); // c to the top
    typeInto(ben, 2, 1, ' typed by Ben');
    settle([ann, ben], backwards);
    expect(texts(ann)).toEqual(texts(ben));
    expect(texts(ann)).toEqual(['c typed by Ben', 'a', 'b', 'd']);
  });

  it('converges when a person offline moved the block twice and another moved it once', () => {
    const [ann, ben] = people(2);
    move(ann, 0, 3);
    move(ann, 3, 1);
    move(ben, 0, 2);
    settle([ann, ben], forwards);
    expect(texts(ann)).toEqual(texts(ben));
    expect(texts(ann).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves alone a pasted or duplicated block: a new block with an identity of its own', () => {
    const [ann, ben] = people(2);
    move(ann, 1, 0);
    // Ann duplicates the moved block: the copy gets no identity of the first, so it is a block of its own.
    body(ann).insert(1, [paragraph('b')]);
    settle([ann, ben], forwards);
    expect(texts(ben)).toEqual(['b', 'b', 'a', 'c', 'd']);
    expect(texts(ann)).toEqual(texts(ben));
  });

  it('a block moved while its mover is the only one changes nothing for the others but its place', () => {
    const [ann, ben] = people(2);
    move(ann, 0, 3);
    send(ann, ben);
    expect(texts(ben)).toEqual(['b', 'c', 'd', 'a']);
    move(ben, 3, 0);
    send(ben, ann);
    expect(texts(ann)).toEqual(['a', 'b', 'c', 'd']);
  });
});
