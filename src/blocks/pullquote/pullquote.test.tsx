import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { BLOCK_SETTINGS_EVENT } from '../../editor/BlockControls';
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

const savedPullquote = (position: string | undefined = 'center', quote = 'The sea talks.', attribution = 'A fisher'): SavedNode => ({
  type: 'project-new-blockquote-container',
  version: 1,
  ...(position ? { __position: position } : {}),
  children: [
    { type: 'blockquote-title', version: 1, children: quote ? [savedText(quote)] : [], ...element },
    { type: 'blockquote-content', version: 1, children: attribution ? [savedText(attribution)] : [], ...element },
  ],
});

const savedBlockquote = (position: string, ...paragraphs: string[]): SavedNode => ({
  type: 'blockquote-container',
  version: 1,
  __position: position,
  children: paragraphs.map(savedParagraph),
});

describe('pullquote block', () => {
  it('is offered in the picker as "Pullquote" with its description', () => {
    const option = slashOptions().find((candidate) => candidate.title === 'Pullquote');
    expect(option).toMatchObject({ title: 'Pullquote', description: 'Highlight quotes or key points.' });
    expect(option?.keywords).toBeUndefined();
  });

  it('is saved as project-new-blockquote-container, centred, with a blockquote-title and a blockquote-content', () => {
    editor = headlessEditor();
    editor.commands.insertPullquote();
    expect(savedBlocks(editor)[0]).toEqual(savedPullquote('center', '', ''));
  });

  it('puts the caret in the quote of a newly inserted pullquote', () => {
    editor = headlessEditor('<p>Before</p><p></p>');
    editor.commands.setTextSelection(9);
    editor.commands.insertPullquote();
    expect(editor.state.selection.$from.parent.type.name).toBe('pullquoteTitle');
  });

  it('loads and saves stored pullquotes and blockquote containers unchanged, with or without a position', () => {
    const document = documentOf(
      savedPullquote('center'),
      savedPullquote('left'),
      savedPullquote(undefined),
      savedBlockquote('left', 'One', 'Two'),
      savedBlockquote('right', 'Three'),
      { type: 'blockquote-container', version: 1, children: [] },
    );
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual([
      'pullquote',
      'pullquote',
      'pullquote',
      'blockquoteContainer',
      'blockquoteContainer',
      'blockquoteContainer',
    ]);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('keeps a malformed quote as an inert block', () => {
    const missingAttribution = { ...savedPullquote(), children: [savedPullquote().children![0]] };
    const unknownPosition = savedBlockquote('middle', 'Text');
    editor = editorFor(documentOf(missingAttribution, unknownPosition));
    expect(editorBlockTypes(editor)).toEqual(['inertBlock', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual([missingAttribution, unknownPosition]);
  });

  it('moves among left, center and right', () => {
    editor = editorFor(documentOf(savedPullquote('center'), savedBlockquote('left', 'Quoted')));
    const blockquoteAt = editor.state.doc.child(0).nodeSize;
    for (const position of ['left', 'right', 'center'] as const) {
      expect(editor.commands.setQuotePosition(0, position)).toBe(true);
      expect(editor.commands.setQuotePosition(blockquoteAt, position)).toBe(true);
      expect(savedBlocks(editor).map((block) => block.__position)).toEqual([position, position]);
    }
    expect(editor.commands.setQuotePosition(0, 'middle' as never)).toBe(false);
  });

  it('moves from the quote to the attribution, then to a new paragraph after it, with Shift+Enter', () => {
    editor = editorFor(documentOf(savedPullquote('center', 'Quote', '')));
    editor.commands.setTextSelection(3);
    expect(editor.state.selection.$from.parent.type.name).toBe('pullquoteTitle');
    expect(pressKey(editor, 'Enter')).toBe(true);
    expect(pressKey(editor, 'Enter', { shiftKey: true })).toBe(true);
    expect(editor.state.selection.$from.parent.type.name).toBe('pullquoteContent');
    editor.commands.insertContent('Speaker');
    expect(pressKey(editor, 'Enter', { shiftKey: true })).toBe(true);
    editor.commands.insertContent('After');
    expect(savedBlocks(editor)).toEqual([savedPullquote('center', 'Quote', 'Speaker'), savedParagraph('After')]);
  });
});

describe('pullquote in the editor', () => {
  it('shows the placeholders and changes position from its menu, which the block settings control also opens', async () => {
    const user = userEvent.setup();
    let current: Editor | null = null;
    render(
      <DocumentEditor
        initial={documentOf(savedPullquote('center', '', ''))}
        editable
        label="Body"
        onEditor={(value) => (current = value)}
      />,
    );
    const body = screen.getByRole('textbox', { name: 'Body' });
    await waitFor(() => {
      const placeholders = [...body.querySelectorAll('[data-placeholder]')].map((node) => node.getAttribute('data-placeholder'));
      expect(placeholders).toEqual(['Quote', 'Attribution']);
    });
    await user.click(within(body).getByRole('button', { name: 'Pullquote position: Center' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Left' }));
    expect(savedBlocks(current!)[0].__position).toBe('left');
    expect(body.querySelector('.pullquote--left')).not.toBeNull();

    act(() => {
      body.firstElementChild!.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT));
    });
    await user.click(await screen.findByRole('menuitemradio', { name: 'Right' }));
    expect(savedBlocks(current!)[0].__position).toBe('right');
  });
});

describe('pullquote for readers', () => {
  it('shows the quote and attribution with the position as a class', () => {
    const { container } = render(
      <DocumentView document={documentOf(savedPullquote('right'), savedBlockquote('center', 'Quoted words'))} />,
    );
    const figure = container.querySelector('figure.pullquote')!;
    expect(figure).toHaveClass('pullquote--right');
    expect(
      within(figure as HTMLElement)
        .getByText('The sea talks.')
        .closest('blockquote'),
    ).not.toBeNull();
    expect(figure.querySelector('figcaption')).toHaveTextContent('A fisher');
    expect(container.querySelector('blockquote.quote-block')).toHaveClass('quote-block--center');
    expect(container.querySelector('blockquote.quote-block')).toHaveTextContent('Quoted words');
  });

  it('shows a stored pullquote without a position centred', () => {
    const { container } = render(<DocumentView document={documentOf(savedPullquote(undefined))} />);
    expect(container.querySelector('figure.pullquote')).toHaveClass('pullquote--center');
  });
});
