import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { documentOf, editorFor, headlessEditor, pressKey, savedBlocks, savedParagraph, savedText } from '../../editor/blockTesting';

let editor: Editor;
afterEach(() => editor?.destroy());

const savedAccordion = (open: boolean, title = 'Opening hours', body = 'Daily from ten.'): SavedNode => ({
  type: 'collapsible-container',
  version: 1,
  open,
  direction: 'ltr',
  children: [
    { type: 'collapsible-title', version: 1, direction: 'ltr', format: '', indent: 0, children: [savedText(title)] },
    { type: 'collapsible-content', version: 1, direction: 'ltr', format: '', indent: 0, children: [savedParagraph(body)] },
  ],
});

describe('accordion block', () => {
  it('is saved as collapsible-container with open and direction, a collapsible-title and a collapsible-content', () => {
    editor = headlessEditor();
    editor.commands.insertAccordion();
    const [accordion] = savedBlocks(editor);
    expect(accordion).toMatchObject({ type: 'collapsible-container', version: 1, open: true, direction: 'ltr' });
    expect(accordion.children!.map((child) => child.type)).toEqual(['collapsible-title', 'collapsible-content']);
    expect(accordion.children![1].children!.map((child) => child.type)).toEqual(['paragraph']);
  });

  it("puts the cursor in the new accordion's title", () => {
    editor = headlessEditor();
    editor.commands.insertAccordion();
    editor.commands.insertContent('Opening hours');
    const [accordion] = savedBlocks(editor);
    expect(accordion.children![0].children).toMatchObject([{ type: 'text', text: 'Opening hours' }]);
  });

  it('loads and saves a stored accordion unchanged, and keeps a malformed one as an inert block', () => {
    const document = documentOf(savedAccordion(false), savedParagraph('After'));
    editor = editorFor(document);
    expect(savedBlocks(editor)).toEqual(document.root.children);
    const malformed = { type: 'collapsible-container', version: 1, open: true, children: [savedParagraph('no title')] };
    editor.destroy();
    editor = editorFor(documentOf(malformed));
    expect(editor.getJSON().content![0].type).toBe('inertBlock');
    expect(savedBlocks(editor)).toEqual([malformed]);
  });

  it('toggles open and closed', () => {
    editor = editorFor(documentOf(savedAccordion(true)));
    editor.commands.toggleAccordion(0);
    expect(savedBlocks(editor)[0].open).toBe(false);
    editor.commands.toggleAccordion(0);
    expect(savedBlocks(editor)[0].open).toBe(true);
  });

  it('opens a closed accordion on Backspace at the start of the block after it', () => {
    editor = editorFor(documentOf(savedAccordion(false), savedParagraph('After')));
    const accordionSize = editor.state.doc.child(0).nodeSize;
    editor.commands.setTextSelection(accordionSize + 1);
    expect(pressKey(editor, 'Backspace')).toBe(true);
    expect(savedBlocks(editor)[0].open).toBe(true);
    expect(savedBlocks(editor)[1]).toEqual(savedParagraph('After'));
  });

  it('inserts a new accordion after the current one on Shift+Space', () => {
    editor = editorFor(documentOf(savedAccordion(true)));
    editor.commands.setTextSelection(3);
    expect(pressKey(editor, ' ', { shiftKey: true })).toBe(true);
    const blocks = savedBlocks(editor);
    expect(blocks.map((block) => block.type)).toEqual(['collapsible-container', 'collapsible-container']);
    expect(blocks[0].children![0].children![0].text).toBe('Opening hours');
    expect(editor.state.selection.$from.parent.type.name).toBe('collapsibleTitle');
  });

  it('shows the placeholders "Accordion title" and "Accordion content" while empty', async () => {
    const empty = { ...savedAccordion(true), children: savedAccordion(true).children!.map((part) => ({ ...part, children: [] })) };
    render(<DocumentEditor initial={documentOf(empty)} editable label="Body" />);
    const body = screen.getByRole('textbox', { name: 'Body' });
    await waitFor(() => {
      const placeholders = [...body.querySelectorAll('[data-placeholder]')].map((node) => node.getAttribute('data-placeholder'));
      expect(placeholders).toEqual(['Accordion title', 'Accordion content']);
    });
    expect(within(body).getByRole('button', { name: 'Close accordion' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('accordion for readers', () => {
  it('is a button with aria-expanded that shows and hides the content', async () => {
    render(<DocumentView document={documentOf(savedAccordion(false))} />);
    const button = screen.getByRole('button', { name: /Opening hours/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Daily from ten.').closest('[hidden]')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Daily from ten.')).toBeVisible();
  });
});
