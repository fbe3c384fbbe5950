import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import {
  documentOf,
  editorFor,
  headlessEditor,
  pressKey,
  savedBlocks,
  savedParagraph,
  savedText,
  editorBlockTypes,
} from '../../editor/blockTesting';
import { slashOptions, toolbarToggles } from '..';

let editor: Editor;
afterEach(() => editor?.destroy());

const element = { direction: 'ltr', format: '', indent: 0 };
const redBarText = (text: string, type = 'redbartext'): SavedNode => ({
  type,
  version: 1,
  ...element,
  children: text ? [savedText(text)] : [],
});
const savedRedBar = (text: string, type = 'redbartext'): SavedNode => ({
  type: 'custom-redbar-container-node',
  version: 1,
  customClassName: 'red-bar-block',
  children: [redBarText(text, type)],
});

describe('red bar block', () => {
  it('is offered in the picker as "Red bar" and in the toolbar as the "Red bar" toggle', () => {
    expect(slashOptions().find((option) => option.title === 'Red bar')).toMatchObject({ title: 'Red bar' });
    expect(toolbarToggles().map((toggle) => toggle.label)).toContain('Red bar');
  });

  it('is saved as custom-redbar-container-node (red-bar-block) holding a redbartext', () => {
    editor = headlessEditor('<p>In this series</p>');
    editor.commands.setTextSelection(3);
    editor.commands.setRedBar();
    expect(savedBlocks(editor)).toEqual([savedRedBar('In this series')]);
  });

  it('loads and saves the wrapped, bare and component-picker forms unchanged', () => {
    const document = documentOf(
      savedRedBar('Before the city'),
      savedRedBar('Picked', 'component-picker-redbartext'),
      redBarText('Bare'),
      redBarText('Bare picked', 'component-picker-redbartext'),
      { ...savedRedBar('Styled'), customClassName: 'red-bar-block wide', extra: true },
    );
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(Array(5).fill('redBarHeading'));
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('keeps a container that does not hold exactly one red bar text as an inert block', () => {
    const two = { ...savedRedBar('One'), children: [redBarText('One'), redBarText('Two')] };
    const paragraphInside = { ...savedRedBar('One'), children: [savedParagraph('Not a heading')] };
    editor = editorFor(documentOf(two, paragraphInside));
    expect(editorBlockTypes(editor)).toEqual(['inertBlock', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual([two, paragraphInside]);
  });

  it('toggles between a paragraph and a red bar heading', () => {
    editor = headlessEditor('<p>Title</p>');
    const [toggle] = toolbarToggles().filter((candidate) => candidate.label === 'Red bar');
    editor.commands.setTextSelection(2);
    expect(toggle.isActive(editor)).toBe(false);
    toggle.run(editor);
    expect(toggle.isActive(editor)).toBe(true);
    expect(savedBlocks(editor)).toEqual([savedRedBar('Title')]);
    toggle.run(editor);
    expect(savedBlocks(editor)).toEqual([savedParagraph('Title')]);
  });

  it('blocks Enter and starts a paragraph after it with Shift+Enter', () => {
    editor = editorFor(documentOf(savedRedBar('Heading')));
    editor.commands.setTextSelection(8);
    expect(pressKey(editor, 'Enter')).toBe(true);
    expect(pressKey(editor, 'Enter', { shiftKey: true })).toBe(true);
    editor.commands.insertContent('Body');
    expect(savedBlocks(editor)).toEqual([savedRedBar('Heading'), savedParagraph('Body')]);
  });
});

describe('red bar in the editor', () => {
  const layout = { getClientRects: Range.prototype.getClientRects, getBoundingClientRect: Range.prototype.getBoundingClientRect };
  beforeAll(() => {
    // jsdom does no layout; the toolbar only needs some rectangle to place itself.
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => Object.assign(Range.prototype, layout));

  it('is turned on and off from the floating toolbar', async () => {
    const user = userEvent.setup();
    let current: Editor | null = null;
    render(
      <DocumentEditor initial={documentOf(savedParagraph('Harbour'))} editable label="Body" onEditor={(value) => (current = value)} />,
    );
    current!.commands.setTextSelection({ from: 1, to: 8 });
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    const button = () => screen.getByRole('button', { name: 'Red bar' });
    expect(toolbar).toContainElement(button());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await user.click(button());
    expect(savedBlocks(current!)).toEqual([savedRedBar('Harbour')]);
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Body' }).querySelector('.red-bar-block h2.red-bar-heading')).toHaveTextContent('Harbour');
    await user.click(button());
    expect(savedBlocks(current!)).toEqual([savedParagraph('Harbour')]);
  });
});

describe('red bar for readers', () => {
  it('is an H2 with the red bar, in its wrapper', () => {
    const { container } = render(
      <DocumentView document={documentOf(savedRedBar('In this series'), redBarText('Bare', 'component-picker-redbartext'))} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'In this series' })).toHaveClass('red-bar-heading');
    expect(container.querySelector('.red-bar-block > h2')).toHaveTextContent('In this series');
    expect(screen.getByRole('heading', { level: 2, name: 'Bare' })).toHaveClass('red-bar-heading');
  });
});
