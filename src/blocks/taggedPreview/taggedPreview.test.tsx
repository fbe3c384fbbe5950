import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { BLOCK_SETTINGS_EVENT } from '../../editor/BlockControls';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { documentOf, editorFor, headlessEditor, savedBlocks, savedParagraph, editorBlockTypes } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { findDialog } from '../../../tests/dom/findDialog';

let editor: Editor;
afterEach(() => editor?.destroy());

const card = (title: string, color = '#00afdb', extra: Record<string, unknown> = {}) => ({
  title,
  description: `${title} description`,
  link: 'https://example.org/visit',
  color,
  id: `card-${title.toLowerCase()}`,
  ...extra,
});
const savedTagged = (...cards: object[]): SavedNode => ({ type: 'tagged-preview', version: 1, cards });

function renderEditor(document = documentOf(savedTagged(card('Families'), card('Researchers', '#74B87A'))), editable = true) {
  let current: Editor | null = null;
  const view = render(<DocumentEditor initial={document} editable={editable} label="Body" onEditor={(value) => (current = value)} />);
  return { ...view, editor: () => current!, body: screen.getByRole('textbox', { name: 'Body' }) };
}

describe('tagged preview block', () => {
  it('is offered in the picker as "Tagged previews" and "Tagged preview"', () => {
    const titles = slashOptions().map((option) => option.title);
    expect(titles.indexOf('Tagged preview')).toBe(titles.indexOf('Tagged previews') + 1);
  });

  it('inserts two cards in the first two tagged preview colours, or one card, each with an id', () => {
    editor = headlessEditor();
    editor.commands.insertTaggedPreviews();
    const [two] = savedBlocks(editor);
    editor.destroy();
    editor = headlessEditor();
    editor.commands.insertTaggedPreview();
    const [one] = savedBlocks(editor);
    expect(two).toMatchObject({ type: 'tagged-preview', version: 1 });
    expect((two.cards as any[]).map((entry) => entry.color)).toEqual(['#00afdb', '#74B87A']);
    expect((one.cards as any[]).map((entry) => entry.color)).toEqual(['#00afdb']);
    for (const entry of [...(two.cards as any[]), ...(one.cards as any[])]) {
      expect(entry).toEqual({
        title: '',
        description: '',
        link: '',
        color: expect.any(String),
        id: expect.stringMatching(/^card-[a-z0-9]{8}$/),
      });
    }
  });

  it('loads and saves stored cards unchanged, unknown fields included, and keeps malformed blocks inert', () => {
    const stored = savedTagged(card('Families', '#74B87A', { note: 'kept' }), { title: 'Only a title' });
    const malformed = [
      { type: 'tagged-preview', version: 1, cards: 'none' },
      { type: 'tagged-preview', version: 1, cards: [1, 2] },
      { type: 'tagged-preview', version: 1 },
    ];
    const document = documentOf(stored, ...malformed, savedParagraph('After'));
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(['taggedPreview', 'inertBlock', 'inertBlock', 'inertBlock', 'paragraph']);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('changes one card, keeping its other fields, and removes the block with its last card', () => {
    editor = editorFor(documentOf(savedTagged(card('Families', '#74B87A', { note: 'kept' }), card('Researchers'))));
    editor.commands.setTaggedPreviewCard(0, 1, { title: 'Scholars' });
    expect((savedBlocks(editor)[0].cards as any[])[1]).toEqual(card('Researchers', '#00afdb', { title: 'Scholars' }));
    editor.commands.removeTaggedPreviewCard(0, 0);
    expect(savedBlocks(editor)[0].cards).toEqual([card('Researchers', '#00afdb', { title: 'Scholars' })]);
    editor.commands.removeTaggedPreviewCard(0, 0);
    expect(savedBlocks(editor)).toEqual([]);
  });
});

describe('tagged preview card dialog', () => {
  it('shows the colour select, title, description and link; Save waits for a valid change', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Edit card 2' }));
    const dialog = await findDialog({ name: 'Tagged preview card' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByLabelText('Colour')).toHaveValue('#74B87A');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Researchers');
    expect(save).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.clear(within(dialog).getByLabelText('Link'));
    expect(within(dialog).getByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Description is required')).toBeVisible();
    expect(within(dialog).getByText('Link is required')).toBeVisible();
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Link'), 'ftp://example.org');
    expect(within(dialog).getByText('Must be a valid URL or mailto link')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Title'), 'Scholars');
    await user.type(within(dialog).getByLabelText('Description'), 'Ask the archivists.');
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'mailto:archive@example.org');
    await user.selectOptions(within(dialog).getByLabelText('Colour'), 'Red');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((savedBlocks(current())[0].cards as any[])[1]).toEqual({
      title: 'Scholars',
      description: 'Ask the archivists.',
      link: 'mailto:archive@example.org',
      color: '#EE3A43',
      id: 'card-researchers',
    });
  });

  it('opens on the first card from the block settings control, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    act(() => {
      body.firstElementChild!.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT));
    });
    const dialog = await findDialog({ name: 'Tagged preview card' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Families');
    await user.type(within(dialog).getByLabelText('Title'), ' and friends');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(savedBlocks(current())[0]).toEqual(savedTagged(card('Families'), card('Researchers', '#74B87A')));
  });

  it('removes cards from their Remove buttons, and the block with the last one', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Remove card 1' }));
    expect((savedBlocks(current())[0].cards as any[]).map((entry) => entry.title)).toEqual(['Researchers']);
    await user.click(within(body).getByRole('button', { name: 'Remove card 1' }));
    expect(savedBlocks(current())).toEqual([]);
  });

  it('shows placeholders for empty cards while editing, and links in view mode', () => {
    const empty = renderEditor(documentOf(savedTagged({ title: '', description: '', link: '', color: '#00afdb', id: 'a' })));
    expect(within(empty.body).getByText('Card title')).toBeVisible();
    empty.unmount();
    const { body } = renderEditor(undefined, false);
    expect(within(body).getByRole('link', { name: 'Families' })).toHaveAttribute('href', 'https://example.org/visit');
    expect(within(body).queryByRole('button', { name: /Edit card/ })).toBeNull();
  });
});

describe('tagged previews for readers', () => {
  it('link each card to its link, in two columns when there is more than one card', () => {
    const { container } = render(
      <DocumentView
        document={documentOf(
          savedTagged(card('Families'), card('Researchers', '#74B87A', { link: '/en/events' })),
          savedTagged(card('Alone')),
        )}
      />,
    );
    const [two, one] = container.querySelectorAll('.tagged-previews');
    expect(two).toHaveClass('tagged-previews--columns');
    expect(one).not.toHaveClass('tagged-previews--columns');
    const external = screen.getByRole('link', { name: 'Families' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Researchers' })).toHaveAttribute('href', '/en/events');
    expect(screen.getByText('Families description')).toBeVisible();
  });

  it('never links an unsafe link and ignores a card colour that is not a colour', () => {
    const { container } = render(
      <DocumentView document={documentOf(savedTagged(card('Bad', 'red; background: url(x)', { link: 'javascript:alert(1)' })))} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect((container.querySelector('.tagged-preview') as HTMLElement).style.getPropertyValue('--tag-colour')).toBe('#00afdb');
  });
});
