import { Editor, type JSONContent } from '@tiptap/core';
import type { SavedDocument, SavedNode } from '../../contract/document';
import { behaviourExtensions } from './behaviourExtensions';
import { editorToSaved, savedToEditor } from './document/codec';
import { schemaExtensions } from './schemaExtensions';

/** A headless editor with the product's schema and behaviours, for block tests. */
export function headlessEditor(content: JSONContent | string = '<p></p>') {
  return new Editor({ extensions: [...schemaExtensions(), ...behaviourExtensions()], content });
}

export function documentOf(...children: SavedNode[]): SavedDocument {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } };
}

export function editorFor(document: SavedDocument) {
  return headlessEditor(savedToEditor(document));
}

export function savedBlocks(editor: Editor): SavedNode[] {
  return editorToSaved(editor.getJSON()).root.children;
}

/** The editor's top-level block types, without the empty line savedToEditor adds after a last block with no text. */
export function editorBlockTypes(editor: Editor): string[] {
  const content = editor.getJSON().content ?? [];
  const last = content[content.length - 1];
  const added = content.length > 1 && last?.type === 'paragraph' && last.attrs?.implicit && !last.content?.length;
  return (added ? content.slice(0, -1) : content).map((node) => node.type!);
}

export function pressKey(editor: Editor, key: string, modifiers: Pick<KeyboardEventInit, 'shiftKey' | 'altKey' | 'ctrlKey'> = {}) {
  const event = new KeyboardEvent('keydown', { key, ...modifiers, cancelable: true });
  return editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, event)) ?? false;
}

/** A text and a paragraph as Lexical writes them, fields in its order. */
export const savedText = (text: string): SavedNode =>
  ({ detail: 0, format: 0, mode: 'normal', style: '', text, type: 'text', version: 1 }) as SavedNode;
export const savedParagraph = (text: string): SavedNode =>
  ({
    children: text ? [savedText(text)] : [],
    direction: 'ltr',
    format: '',
    indent: 0,
    type: 'paragraph',
    version: 1,
    textFormat: 0,
    textStyle: '',
  }) as SavedNode;
