import * as Y from 'yjs';
import { BODY } from '../server/collab/liveDocument';
import { BLOCK_ID, identityOf, keepBlocksSingle } from '../src/editor/collab/blockIdentity';

// The random edits of issue 34's fuzz tests (server/collab/liveFuzz*.test.ts): what the editor does to the live body
// when people type, delete, add, remove and move blocks and format, as Yjs changes.

/** A small deterministic random source, so a failure can be replayed with its seed. */
export function randomOf(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

export function paragraphs(doc: Y.Doc): Y.XmlElement[] {
  return doc
    .getXmlFragment(BODY)
    .toArray()
    .filter((node): node is Y.XmlElement => node instanceof Y.XmlElement && node.nodeName === 'paragraph');
}

function paragraph(text: string): Y.XmlElement {
  const element = new Y.XmlElement('paragraph');
  const run = new Y.XmlText();
  run.insert(0, text);
  element.insert(0, [run]);
  return element;
}

let marker = 0;

/** A person's Y.Doc as the editor keeps it: one copy of every block (src/editor/collab/blockIdentity.ts). */
export function personDoc(): Y.Doc {
  const doc = new Y.Doc();
  keepBlocksSingle(doc);
  return doc;
}

/** One random edit by the person of `doc`; new blocks carry a marker `[mN]` seen once in a document without duplicates. */
export function randomEdit(doc: Y.Doc, random: (n: number) => number) {
  const body = doc.getXmlFragment(BODY);
  const blocks = paragraphs(doc);
  const target = blocks[random(blocks.length)];
  const run = target?.toArray().find((node): node is Y.XmlText => node instanceof Y.XmlText);
  switch (random(6)) {
    case 0:
      return run?.insert(random(run.length + 1), `w${random(100)} `);
    case 1:
      return run && run.length > 2 && run.delete(random(run.length - 1), 1);
    case 2:
      return body.insert(random(body.length + 1), [paragraph(`[m${++marker}]`)]);
    case 3:
      return target && body.length > 5 && body.delete(body.toArray().indexOf(target), 1);
    case 4: {
      // A move: the block removed and a copy carrying its identity put elsewhere, as the editor's block moves do.
      if (!target || !run) return;
      const text = run.toString().replace(/<[^<>]+>/g, '');
      const copy = paragraph(text);
      copy.setAttribute(BLOCK_ID, identityOf(target));
      doc.transact(() => {
        body.delete(body.toArray().indexOf(target), 1);
        body.insert(random(body.length + 1), [copy]);
      });
      return;
    }
    default:
      return run && run.length > 2 && run.format(0, 2, { bold: {} });
  }
}

export const bodyText = (doc: Y.Doc) => doc.getXmlFragment(BODY).toString();

const count = (text: string, found: string) => text.split(found).length - 1;

/** The markers of added blocks that appear more than once in the body: a duplicated block. */
export function duplicatedMarkers(doc: Y.Doc): string[] {
  const text = bodyText(doc);
  return [...new Set(text.match(/\[m\d+\]/g) ?? [])].filter((found) => count(text, found) > 1);
}
