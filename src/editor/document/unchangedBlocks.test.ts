import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import type { SavedDocument } from '../../../contract/document';
import { schemaExtensions } from '../schemaExtensions';
import { documentOfEditor, rememberUnchangedBlocks, savedToEditor } from './codec';

const schema = getSchema(schemaExtensions());

// As Lexical writes a paragraph: fields the codec does not write back (textFormat, textStyle).
const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
});

const saved = {
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph('The ferry.'), paragraph('Tickets.')] },
} as unknown as SavedDocument;

describe('a live editor’s document, made by the session and not loaded from the saved one', () => {
  it('saves the blocks equal to the saved document’s as they were saved, and only the changed ones by the codec', () => {
    const json = savedToEditor(saved);
    json.content![0].content![0].text = 'The ferry leaves.';
    const doc = schema.nodeFromJSON(json);
    const before = documentOfEditor(doc).root.children!;
    expect(JSON.stringify(before[1])).not.toBe(JSON.stringify(saved.root.children![1]));

    rememberUnchangedBlocks(doc, saved);
    const after = documentOfEditor(doc).root.children!;
    expect(JSON.stringify(after[1])).toBe(JSON.stringify(saved.root.children![1]));
    expect(JSON.stringify(after[0])).toBe(JSON.stringify(before[0]));
    expect(JSON.stringify(after[0])).toContain('The ferry leaves.');
  });
});
