import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
import { slashOptions } from '..';

let editor: Editor;
afterEach(() => editor?.destroy());

const element = { direction: 'ltr', format: '', indent: 0 };

const savedCallout = (title: string, ...paragraphs: SavedNode[]): SavedNode => ({
  type: 'custom-block-element-node',
  version: 1,
  customClassName: 'supplementary-wrapper',
  children: [
    { type: 'custom-supplementary-title-node', version: 1, ...element, children: title ? [savedText(title)] : [] },
    { type: 'custom-supplementary-content-node', version: 1, ...element, children: paragraphs },
  ],
});

describe('callout block', () => {
  it('is offered in the picker as "Callout"', () => {
    expect(slashOptions().find((option) => option.title === 'Callout')).toMatchObject({ title: 'Callout' });
  });

  it('is saved as custom-block-element-node (supplementary-wrapper) with a title node and a content node', () => {
    editor = headlessEditor();
    editor.commands.insertCallout();
    expect(savedBlocks(editor)[0]).toEqual(savedCallout('', savedParagraph('')));
  });

  it('puts the caret in the title of a newly inserted callout', () => {
    editor = headlessEditor('<p>Before</p><p></p>');
    editor.commands.setTextSelection(9);
    editor.commands.insertCallout();
    expect(editor.state.selection.$from.parent.type.name).toBe('calloutTitle');
  });

  it('loads and saves a stored callout unchanged, also an empty one', () => {
    const document = documentOf(
      savedCallout('Visiting the trail', savedParagraph('Open every day.'), savedParagraph('Bring water.')),
      savedCallout(''),
      { ...savedCallout('Kept', savedParagraph('Fields')), id: 'x1', direction: 'ltr' },
    );
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(['callout', 'callout', 'callout']);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('keeps other custom block elements and malformed callouts as inert blocks', () => {
    const otherClass = { ...savedCallout('Title', savedParagraph('Body')), customClassName: 'something-else' };
    const noContent = { ...savedCallout('Title'), children: [savedCallout('Title').children![0]] };
    editor = editorFor(documentOf(otherClass, noContent));
    expect(editorBlockTypes(editor)).toEqual(['inertBlock', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual([otherClass, noContent]);
  });

  it('moves from the title to the content with Shift+Enter, and blocks Enter', () => {
    editor = editorFor(documentOf(savedCallout('Good to know', savedParagraph('Seats are limited.'))));
    editor.commands.setTextSelection(3);
    expect(pressKey(editor, 'Enter')).toBe(true);
    expect(pressKey(editor, 'Enter', { shiftKey: true })).toBe(true);
    expect(editor.state.selection.$from.parent.textContent).toBe('Seats are limited.');
    expect(editor.state.selection.$from.parentOffset).toBe(0);
    expect(savedBlocks(editor)).toEqual([savedCallout('Good to know', savedParagraph('Seats are limited.'))]);
  });

  it('starts a new paragraph inside the content with Shift+Enter', () => {
    editor = editorFor(documentOf(savedCallout('Title', savedParagraph('First'))));
    editor.commands.setTextSelection(editor.state.doc.child(0).nodeSize - 3);
    expect(pressKey(editor, 'Enter', { shiftKey: true })).toBe(true);
    editor.commands.insertContent('Second');
    expect(savedBlocks(editor)).toEqual([savedCallout('Title', savedParagraph('First'), savedParagraph('Second'))]);
  });

  it('shows the placeholders "Supplementary title" and "Write something..." while empty', async () => {
    render(<DocumentEditor initial={documentOf(savedCallout(''))} editable label="Body" />);
    const body = screen.getByRole('textbox', { name: 'Body' });
    await waitFor(() => {
      const placeholders = [...body.querySelectorAll('[data-placeholder]')].map((node) => node.getAttribute('data-placeholder'));
      expect(placeholders).toEqual(['Supplementary title', 'Write something...']);
    });
  });
});

describe('callout for readers', () => {
  it('is an aside with its title and content', () => {
    const { container } = render(
      <DocumentView document={documentOf(savedCallout('Good to know', savedParagraph('Seats are limited.')))} />,
    );
    const aside = container.querySelector('aside.supplementary-wrapper')!;
    expect(aside.querySelector('.callout__title')).toHaveTextContent('Good to know');
    expect(aside.querySelector('.callout__content p')).toHaveTextContent('Seats are limited.');
  });

  it('shows the blocks of another custom block element', () => {
    const other = { ...savedCallout('Title', savedParagraph('Body')), customClassName: 'something-else' };
    const { container } = render(<DocumentView document={documentOf(other)} />);
    expect(container.querySelector('aside')).toBeNull();
    expect(container).toHaveTextContent('Body');
  });
});
