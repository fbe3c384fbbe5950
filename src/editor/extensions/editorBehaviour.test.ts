import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { behaviourExtensions } from '../behaviourExtensions';
import { schemaExtensions } from '../schemaExtensions';

let editor: Editor;
afterEach(() => editor?.destroy());

function editorWith(html: string) {
  editor = new Editor({ extensions: [...schemaExtensions(), ...behaviourExtensions()], content: html });
  return editor;
}

function press(key: string, modifiers: { shiftKey?: boolean } = {}) {
  const event = new KeyboardEvent('keydown', { key, ...modifiers, cancelable: true });
  return editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, event)) ?? false;
}

function paste(text: string, html?: string) {
  const values: Record<string, string> = { 'text/plain': text, ...(html ? { 'text/html': html } : {}) };
  const clipboardData = { files: [], getData: (type: string) => values[type] ?? '' };
  const event = Object.assign(new Event('paste', { cancelable: true }), { clipboardData }) as unknown as ClipboardEvent;
  return editor.view.someProp('handlePaste', (handle) => handle(editor.view, event, null as never));
}

describe('keyboard rules', () => {
  it('blocks Enter alone', () => {
    editorWith('<p>Hello world</p>');
    editor.commands.setTextSelection(6);
    expect(press('Enter')).toBe(true);
    expect(editor.getJSON().content).toHaveLength(1);
  });

  it('starts a new paragraph with Shift+Enter, also from a heading', () => {
    editorWith('<h2>Title here</h2>');
    editor.commands.setTextSelection(6);
    expect(press('Enter', { shiftKey: true })).toBe(true);
    expect(editor.getJSON().content!.map((node) => node.type)).toEqual(['heading', 'paragraph']);
    expect(editor.getText()).toBe('Title\n\n here');
  });

  it('starts a paragraph with Shift+Enter at the end of a heading', () => {
    editorWith('<h2>Title</h2>');
    editor.commands.setTextSelection(6);
    press('Enter', { shiftKey: true });
    expect(editor.getJSON().content!.map((node) => node.type)).toEqual(['heading', 'paragraph']);
  });

  it('splits a paragraph into two with Shift+Enter', () => {
    editorWith('<p>Hello world</p>');
    editor.commands.setTextSelection(6);
    expect(press('Enter', { shiftKey: true })).toBe(true);
    expect(editor.getJSON().content!.map((node) => [node.type, (node.content?.[0] as { text?: string } | undefined)?.text])).toEqual([
      ['paragraph', 'Hello'],
      ['paragraph', ' world'],
    ]);
  });

  it('adds a list item with Shift+Enter inside a list', () => {
    editorWith('<ul><li><p>one</p></li></ul>');
    editor.commands.setTextSelection(5);
    press('Enter', { shiftKey: true });
    expect(editor.getJSON().content![0].content).toHaveLength(2);
  });
});

describe('list depth', () => {
  it('lets lists nest two levels deep but refuses a third', () => {
    editorWith('<ul><li><p>one</p><ul><li><p>two</p></li><li><p>three</p></li></ul></li></ul>');
    const three = editor.getText().indexOf('three');
    editor.commands.setTextSelection(editor.state.doc.content.size - 3);
    expect(three).toBeGreaterThan(0);
    const before = JSON.stringify(editor.getJSON());
    expect(press('Tab')).toBe(true);
    editor.commands.sinkListItem('listItem');
    expect(JSON.stringify(editor.getJSON())).toBe(before);
    expect(editor.view.dom.querySelectorAll('ul ul ul')).toHaveLength(0);
    editorWith('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
    editor.commands.setTextSelection(editor.state.doc.content.size - 3);
    expect(editor.commands.sinkListItem('listItem')).toBe(true);
    expect(editor.view.dom.querySelectorAll('ul ul')).toHaveLength(1);
  });
});

describe('list keys', () => {
  it('lifts an item out of the list with Backspace at its start, instead of merging it into the item above', () => {
    editorWith('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
    editor.commands.setTextSelection(10);
    expect(press('Backspace')).toBe(true);
    expect(editor.getHTML()).toBe('<ul><li><p>one</p></li></ul><p>two</p>');
  });

  it('joins the next item into this one with Delete at its end, and a paragraph after a list with Backspace', () => {
    editorWith('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
    editor.commands.setTextSelection(6);
    expect(press('Delete')).toBe(true);
    expect(editor.getHTML()).toBe('<ul><li><p>onetwo</p></li></ul>');
    editor.destroy();
    editorWith('<ul><li><p>one</p></li></ul><p>after</p>');
    editor.commands.setTextSelection(10);
    expect(press('Backspace')).toBe(true);
    expect(editor.getHTML()).toBe('<ul><li><p>oneafter</p></li></ul>');
  });
});

describe('plain paste', () => {
  it('drops formatting and turns lines into paragraphs', () => {
    editorWith('<p>Start</p>');
    editor.commands.setTextSelection(6);
    expect(paste('one\ntwo\nthree', '<b>one</b><br><i>two</i>')).toBe(true);
    const json = editor.getJSON();
    expect(json.content!.map((node) => node.content?.map((text) => (text as { text?: string }).text).join(''))).toEqual([
      'Startone',
      'two',
      'three',
    ]);
    expect(JSON.stringify(json)).not.toContain('"marks"');
  });
});

describe('undo and redo', () => {
  it('undo and redo cover typing, block changes and pastes', () => {
    editorWith('<p>Start</p>');
    editor.commands.setTextSelection(6);
    editor.commands.insertContent(' more');
    editor.commands.setNode('heading', { level: 2 });
    paste('pasted');
    const edited = JSON.stringify(editor.getJSON());
    expect(editor.commands.undo()).toBe(true);
    while (editor.commands.undo());
    expect(editor.getText()).toBe('Start');
    expect(editor.getJSON().content![0].type).toBe('paragraph');
    while (editor.commands.redo());
    expect(JSON.stringify(editor.getJSON())).toBe(edited);
  });
});

describe('Shift+Enter in lists and accordions', () => {
  it('leaves the list from an empty item, and splits an item with text', () => {
    editorWith('<ul><li><p>One</p></li></ul>');
    editor.commands.setTextSelection(6);
    press('Enter', { shiftKey: true });
    expect(editor.getJSON().content!.map((node) => node.type)).toEqual(['bulletList']);
    expect(editor.state.doc.firstChild!.childCount).toBe(2);
    press('Enter', { shiftKey: true });
    expect(editor.getJSON().content!.map((node) => node.type)).toEqual(['bulletList', 'paragraph']);
    expect(editor.state.doc.firstChild!.childCount).toBe(1);
    expect(editor.state.selection.$from.parent.type.name).toBe('paragraph');
  });

  it('goes from an accordion title to its content, opening it when closed', () => {
    editorWith(
      '<div data-accordion data-open="false"><div data-accordion-title>Hours</div><div data-accordion-content><p>Nine to five</p></div></div>',
    );
    editor.commands.setTextSelection(4);
    expect(editor.state.selection.$from.parent.type.name).toBe('collapsibleTitle');
    expect(press('Enter', { shiftKey: true })).toBe(true);
    expect(editor.state.selection.$from.parent.textContent).toBe('Nine to five');
    expect(editor.state.doc.firstChild!.attrs.open).toBe(true);
    expect(editor.state.doc.firstChild!.firstChild!.textContent).toBe('Hours');
  });
});
