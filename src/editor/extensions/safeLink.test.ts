import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { behaviourExtensions } from '../behaviourExtensions';
import { schemaExtensions } from '../schemaExtensions';

let editor: Editor;
afterEach(() => editor?.destroy());

function editorWith(content: string | object) {
  editor = new Editor({ extensions: [...schemaExtensions(), ...behaviourExtensions()], content });
  return editor;
}

function linksIn(current: Editor) {
  const links: Array<{ text: string; href: unknown }> = [];
  current.state.doc.descendants((node) => {
    const link = node.marks.find((mark) => mark.type.name === 'link');
    if (node.isText && link) links.push({ text: node.text!, href: link.attrs.href });
  });
  return links;
}

const UNSAFE = ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x'];
const SAFE = ['https://example.org/a', 'http://example.org', 'mailto:desk@example.org', 'tel:+85212345678', '/en/stories', '#top'];

describe('the link mark', () => {
  it.each(UNSAFE)('setLink refuses %j and leaves the text unlinked', (href) => {
    editorWith('<p>Harbour</p>');
    editor.commands.setTextSelection({ from: 1, to: 8 });
    expect(editor.commands.setLink({ href })).toBe(false);
    expect(editor.chain().extendMarkRange('link').setLink({ href }).run()).toBe(false);
    expect(linksIn(editor)).toEqual([]);
  });

  it.each(SAFE)('setLink applies %j', (href) => {
    editorWith('<p>Harbour</p>');
    editor.commands.setTextSelection({ from: 1, to: 8 });
    expect(editor.commands.setLink({ href, target: '_blank', rel: 'noopener noreferrer' })).toBe(true);
    expect(linksIn(editor)).toEqual([{ text: 'Harbour', href }]);
  });

  it('parses only safe links from HTML; an unsafe one keeps its text without a link', () => {
    editorWith(
      UNSAFE.map((href, index) => `<p><a href="${href}">bad ${index}</a></p>`).join('') +
        '<p><a href="/ok">good</a><a href="">empty</a></p>',
    );
    expect(linksIn(editor)).toEqual([{ text: 'good', href: '/ok' }]);
    expect(editor.getText()).toContain('bad 0');
  });

  it('drops unsafe links from pasted HTML', () => {
    editorWith('<p>Start</p>');
    editor.commands.setTextSelection(6);
    const html = '<p><a href="javascript:alert(1)">evil</a> and <a href="https://example.org/">fine</a></p>';
    editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
    expect(editor.getText()).toContain('evil and fine');
    expect(linksIn(editor)).toEqual([{ text: 'fine', href: 'https://example.org/' }]);
  });

  it('renders links to open in a new tab without referrer, and never renders an unsafe href', () => {
    editorWith('<p><a href="https://example.org/x">safe</a></p>');
    const anchor = editor.view.dom.querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('https://example.org/x');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor.hasAttribute('savedtype') || anchor.hasAttribute('lexical')).toBe(false);
    const unsafe = { type: 'link', attrs: { href: 'javascript:alert(1)' } };
    editor.commands.setContent({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [unsafe] }] }] });
    expect(editor.view.dom.querySelector('a')!.getAttribute('href')).toBe('');
  });

  it('does not grow when typing at its end', () => {
    editorWith('<p>See <a href="/x">here</a></p>');
    editor.commands.setTextSelection(9);
    editor.view.dispatch(editor.state.tr.insertText('!'));
    expect(editor.getText()).toBe('See here!');
    expect(linksIn(editor)).toEqual([{ text: 'here', href: '/x' }]);
  });

  it('changes or removes the whole link around the cursor', () => {
    editorWith('<p>See <a href="/x">harbour</a> now</p>');
    editor.commands.setTextSelection(8);
    expect(editor.chain().extendMarkRange('link').setLink({ href: '/y' }).run()).toBe(true);
    expect(linksIn(editor)).toEqual([{ text: 'harbour', href: '/y' }]);
    editor.commands.setTextSelection(8);
    expect(editor.commands.unsetLink()).toBe(true);
    expect(linksIn(editor)).toEqual([]);
    expect(editor.getText()).toBe('See harbour now');
  });
});
