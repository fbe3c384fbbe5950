import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { BLOCK_SETTINGS_EVENT } from '../../editor/BlockControls';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { documentOf, editorFor, headlessEditor, savedBlocks, editorBlockTypes } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { findDialog } from '../../../tests/dom/findDialog';

let editor: Editor;
afterEach(() => editor?.destroy());

const savedBanner = (
  title = 'Walk the old shoreline',
  link = 'mailto:events@example.org',
  extra: Record<string, unknown> = {},
): SavedNode => ({
  type: 'banner',
  version: 1,
  title,
  description: 'Join a guided walk from Central to North Point.',
  link,
  ...extra,
});

function renderEditor(document = documentOf(savedBanner()), editable = true) {
  let current: Editor | null = null;
  const view = render(<DocumentEditor initial={document} editable={editable} label="Body" onEditor={(value) => (current = value)} />);
  return { ...view, editor: () => current!, body: screen.getByRole('textbox', { name: 'Body' }) };
}

describe('banner block', () => {
  it('is offered in the picker and inserted as an empty banner', () => {
    expect(slashOptions().some((option) => option.title === 'Banner')).toBe(true);
    editor = headlessEditor();
    editor.commands.insertBanner();
    expect(savedBlocks(editor)[0]).toEqual({ type: 'banner', version: 1, title: '', description: '', link: '' });
  });

  it('leaves the cursor in a paragraph after the inserted block, so writing goes on', () => {
    editor = headlessEditor('<p>Before</p><p></p><p>Last</p>');
    editor.commands.setTextSelection(9);
    editor.commands.insertBanner();
    editor.commands.insertContent('Next ');
    editor.commands.setTextSelection(editor.state.doc.content.size);
    editor.commands.insertTimeLocation();
    editor.commands.insertContent('End');
    expect(savedBlocks(editor).map((block) => [block.type, block.children?.map((child) => child.text).join('')])).toEqual([
      ['paragraph', 'Before'],
      ['banner', undefined],
      ['paragraph', 'Next Last'],
      ['time-location-node', undefined],
      ['paragraph', 'End'],
    ]);
  });

  it('loads and saves a stored banner unchanged, and keeps one without its fields inert', () => {
    const malformed = { type: 'banner', version: 1, title: 'No link' };
    const document = documentOf(savedBanner('Kept', '/en/events', { tone: 'dark' }), malformed);
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(['banner', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual(document.root.children);
    editor.commands.setBanner(0, { title: 'Changed' });
    expect(savedBlocks(editor)[0]).toEqual(savedBanner('Changed', '/en/events', { tone: 'dark' }));
  });
});

describe('banner dialog', () => {
  it('has title, description and link with the messages of 5.2; Save waits for a valid change', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Edit banner' }));
    const dialog = await findDialog({ name: 'Banner' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.clear(within(dialog).getByLabelText('Link'));
    expect(within(dialog).getByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Description is required')).toBeVisible();
    expect(within(dialog).getByText('Link is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Link'), 'www.example.org');
    expect(within(dialog).getByText('Must be a valid URL or mailto link')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Title'), 'Book a place');
    await user.type(within(dialog).getByLabelText('Description'), 'Places are limited.');
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), '  https://example.org/book  ');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(savedBlocks(current())[0]).toEqual({
      type: 'banner',
      version: 1,
      title: 'Book a place',
      description: 'Places are limited.',
      link: 'https://example.org/book',
    });
  });

  it('opens from the block settings control and closes with Cancel unchanged', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    act(() => {
      body.firstElementChild!.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT));
    });
    const dialog = await findDialog({ name: 'Banner' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Walk the old shoreline');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(savedBlocks(current())).toEqual([savedBanner()]);
  });

  it('shows placeholders while empty, and links in view mode', () => {
    const empty = renderEditor(documentOf({ type: 'banner', version: 1, title: '', description: '', link: '' }));
    expect(within(empty.body).getByText('Banner title')).toBeVisible();
    empty.unmount();
    const { body } = renderEditor(undefined, false);
    expect(within(body).getByRole('link', { name: 'Walk the old shoreline' })).toHaveAttribute('href', 'mailto:events@example.org');
  });
});

describe('banner for readers', () => {
  it('links the banner to its link', () => {
    render(<DocumentView document={documentOf(savedBanner('Read on', '/en/series/city-of-water'))} />);
    expect(screen.getByRole('link', { name: 'Read on' })).toHaveAttribute('href', '/en/series/city-of-water');
    expect(screen.getByText('Join a guided walk from Central to North Point.')).toBeVisible();
  });
});
