import { Editor } from '@tiptap/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedDocument, SavedNode } from '../../../contract/document';
import { documentArbitrary, lexicalDocument, lexicalDocumentFromHtml } from '../../../tests/lexicalOracle';
import { WEB_PAGES } from '../../../tests/lexicalWebPages';
import { behaviourExtensions } from '../behaviourExtensions';
import { LoadedBlocks } from '../extensions/loadedBlocks';
import { schemaExtensions } from '../schemaExtensions';
import { documentOfEditor, editorToSaved, savedToEditor } from './codec';

const bytes = (value: unknown) => JSON.stringify(value);
let editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors) editor.destroy();
  editors = [];
});

/** The editor as the page editor opens a saved document. */
function openInEditor(document: SavedDocument): Editor {
  // A copy: the editor must not depend on (or change) the object it was given.
  const loaded = structuredClone(document);
  const editor = new Editor({
    extensions: [...schemaExtensions(), ...behaviourExtensions(), LoadedBlocks.configure({ document: loaded })],
    content: savedToEditor(loaded),
  });
  editors.push(editor);
  return editor;
}

/** Where the top-level text blocks (paragraphs and headings) end: a person clicks there and types. */
function textBlockEnds(editor: Editor): Array<{ index: number; end: number }> {
  const ends: Array<{ index: number; end: number }> = [];
  editor.state.doc.forEach((node, offset, index) => {
    if (node.type.name === 'paragraph' || node.type.name === 'heading') ends.push({ index, end: offset + node.nodeSize - 1 });
  });
  return ends;
}

/** Types a character at the end of top-level block `index`, saves, and checks that nothing else changed a byte. */
function typeAtEndAndCheck(original: SavedDocument, pick: number) {
  const editor = openInEditor(original);
  const ends = textBlockEnds(editor).filter(({ index }) => index < original.root.children.length);
  if (!ends.length) return;
  const { index, end } = ends[pick % ends.length];
  editor.chain().setTextSelection(end).insertContent('x').run();
  const saved = documentOfEditor(editor.state.doc);

  expect(saved.root.children).toHaveLength(original.root.children.length);
  expect(bytes({ ...saved.root, children: [] })).toBe(bytes({ ...original.root, children: [] }));
  saved.root.children.forEach((block, at) => {
    if (at !== index) expect(bytes(block)).toBe(bytes(original.root.children[at]));
  });
  const before = original.root.children[index];
  const after = saved.root.children[index];
  expect(bytes({ ...after, children: [] })).toBe(bytes({ ...before, children: [] }));
  const [was, now] = [before.children ?? [], after.children ?? []];
  if (now.length === was.length + 1) {
    // The character became a text of its own (after a link, a line break, or in an empty block).
    expect(bytes(now.slice(0, -1))).toBe(bytes(was));
    expect(now[now.length - 1]).toMatchObject({ type: 'text', text: 'x' });
  } else {
    expect(now).toHaveLength(was.length);
    expect(bytes(now.slice(0, -1))).toBe(bytes(was.slice(0, -1)));
    const last = now[now.length - 1] as SavedNode;
    expect(String(last.text).endsWith('x')).toBe(true);
    expect(bytes({ ...last, text: String(last.text).slice(0, -1) })).toBe(bytes(was[was.length - 1]));
  }
}

describe('documents exactly as Lexical writes them', () => {
  it('load and save back byte for byte through the codec alone, whatever Lexical wrote', () => {
    fc.assert(
      fc.property(documentArbitrary, (blocks) => {
        const original = lexicalDocument(blocks);
        const editor = openInEditor(original);
        expect(bytes(editorToSaved(editor.getJSON()))).toBe(bytes(original));
      }),
      { numRuns: 100 },
    );
  });

  it('keep every untouched node byte for byte when a person types at the end of one block', () => {
    fc.assert(
      fc.property(documentArbitrary, fc.nat(), (blocks, pick) => typeAtEndAndCheck(lexicalDocument(blocks), pick)),
      { numRuns: 100 },
    );
  });

  for (const [name, html] of Object.entries(WEB_PAGES)) {
    it(`keep a web page imported by @lexical/html byte for byte (${name}), unedited and typed into`, () => {
      const original = lexicalDocumentFromHtml(html);
      expect(original.root.children.length).toBeGreaterThan(5);
      expect(bytes(editorToSaved(openInEditor(original).getJSON()))).toBe(bytes(original));
      for (let pick = 0; pick < original.root.children.length; pick++) typeAtEndAndCheck(original, pick);
    });
  }

  it('keep what it cannot edit (an empty list, a list item holding other blocks) as inert blocks, unchanged', () => {
    const original = lexicalDocument([
      { kind: 'list', listType: 'bullet', items: [] },
      { kind: 'paragraph', align: '', indent: 0, inline: [{ kind: 'text', text: 'After', format: 0, style: '' }] },
    ]);
    const editor = openInEditor(original);
    expect(editor.state.doc.firstChild?.type.name).toBe('inertBlock');
    typeAtEndAndCheck(original, 0);
  });
});
