import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { liveDoc } from './liveDoc';

const ownFields = (type: object) => ['_map', '_eH', '_dEH'].filter((key) => Object.hasOwn(type, key));

/** A page's shape: paragraphs of text with an attribute, as the live session holds them. */
function pageOf(doc: Y.Doc, blocks: number) {
  const fragment = doc.getXmlFragment('prosemirror');
  fragment.insert(
    0,
    Array.from({ length: blocks }, (_, n) => {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.setAttribute('lexical', { format: '', indent: n } as unknown as string);
      paragraph.insert(0, [new Y.XmlText(`Block ${n}`)]);
      return paragraph;
    }),
  );
  return fragment;
}

describe('lazy type fields of live docs', () => {
  it('leave a page read from an update without a Map or handlers on its texts, and handlers on no type', () => {
    const update = Y.encodeStateAsUpdate(((doc) => (pageOf(doc, 50), doc))(liveDoc()));
    const doc = liveDoc();
    Y.applyUpdate(doc, update);
    const blocks = doc.getXmlFragment('prosemirror').toArray() as Y.XmlElement[];
    expect(blocks).toHaveLength(50);
    expect(blocks[7].getAttribute('lexical')).toEqual({ format: '', indent: 7 });
    const text = blocks[7].get(0) as Y.XmlText;
    expect(text.toString()).toBe('Block 7');
    // The element's Map holds its attribute; nothing else was made.
    expect(ownFields(blocks[7])).toEqual(['_map']);
    expect(ownFields(text)).toEqual([]);
  });

  it('keep attributes, events and listeners working as Yjs documents them', () => {
    const doc = liveDoc();
    const fragment = pageOf(doc, 3);
    const [first, second] = fragment.toArray() as Y.XmlElement[];
    const seen: string[] = [];
    const onFirst = (event: Y.YXmlEvent) => seen.push(`first ${[...event.attributesChanged].join()}`);
    const onText = () => seen.push('text');
    const deep = (events: Array<Y.YEvent<Y.AbstractType<unknown>>>) => seen.push(`deep ${events.length}`);
    first.observe(onFirst);
    (second.get(0) as Y.XmlText).observe(onText);
    fragment.observeDeep(deep);
    first.setAttribute('start', '3');
    (second.get(0) as Y.XmlText).insert(0, 'x');
    (fragment.get(2) as Y.XmlElement).setAttribute('start', '9');
    expect(seen).toEqual(['first start', 'deep 1', 'text', 'deep 1', 'deep 1']);
    first.unobserve(onFirst);
    fragment.unobserveDeep(deep);
    // Removing a listener a type never had changes nothing (Yjs only logs it).
    second.unobserve(onFirst);
    first.setAttribute('start', '4');
    expect(seen).toHaveLength(5);
    expect(first.getAttributes()).toEqual({ lexical: { format: '', indent: 0 }, start: '4' });
    first.removeAttribute('start');
    expect(first.getAttributes()).toEqual({ lexical: { format: '', indent: 0 } });

    // Another doc gets the same state, and a deleted type is collected.
    const other = liveDoc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    fragment.delete(0, 1);
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    expect(other.getXmlFragment('prosemirror').toString()).toBe(fragment.toString());
    expect(fragment.toString()).toContain('<paragraph lexical=');
  });

  it('stay lazy when the prototype itself is read, as a debugger listing it does', () => {
    const prototype = Y.AbstractType.prototype as unknown as Record<string, unknown>;
    expect(prototype._map).toEqual(new Map());
    expect(typeof Object.getOwnPropertyDescriptor(prototype, '_map')?.get).toBe('function');
    const doc = liveDoc();
    const [first, second] = pageOf(doc, 2).toArray() as Y.XmlElement[];
    first.setAttribute('start', '2');
    expect(second.getAttribute('start')).toBeUndefined();
    expect(ownFields(second.get(0) as Y.XmlText)).toEqual([]);
  });

  it('match the Yjs they were written for: the fields are set and read nowhere else', () => {
    const source = readFileSync('node_modules/yjs/dist/yjs.mjs', 'utf8');
    expect(JSON.parse(readFileSync('node_modules/yjs/package.json', 'utf8')).version).toMatch(/^13\.6\./);
    // Listeners are added and removed only through observe, observeDeep, unobserve and unobserveDeep.
    expect(source.match(/addEventHandlerListener\(this\._d?eH|removeEventHandlerListener\(this\._d?eH/gi)).toHaveLength(4);
    expect(source.match(/\._d?eH\b/gi)).toHaveLength(9);
    // Every write to a type's Map goes through reading `_map`; the field itself is set only to a new or another's Map.
    const assigned = source
      .split('\n')
      .filter((line) => line.includes('._map = '))
      .map((line) => line.slice(line.indexOf('._map = ') + '._map = '.length).split(';')[0]);
    expect(assigned).toEqual(['type._map', 'new Map()', 'new Map()']);
  });
});
