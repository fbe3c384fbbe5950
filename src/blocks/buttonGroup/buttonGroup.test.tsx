import { TYPED_DATE_ERROR } from '../../ui/DateField';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import type { SavedNode } from '../../../contract/document';
import { BLOCK_SETTINGS_EVENT } from '../../editor/BlockControls';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { documentOf, editorFor, headlessEditor, pressKey, savedBlocks, savedParagraph, editorBlockTypes } from '../../editor/blockTesting';
import { slashOptions } from '..';
import type { ButtonFields } from './buttonGroup.schema';
import { findDialog } from '../../../tests/dom/findDialog';

let editor: Editor;
afterEach(() => editor?.destroy());

const button = (name: string, url: string, extra: Partial<ButtonFields> = {}): ButtonFields => ({
  name,
  url,
  target: '_blank',
  scheduled: false,
  on: null,
  off: null,
  hasArrow: false,
  ...extra,
});
const savedGroup = (position: string, ...buttons: object[]): SavedNode => ({ type: 'inlineButton', version: 1, position, buttons });
const shortGroup = savedGroup('center', { url: '/en/events/harbour-walk', name: 'Join the walk', target: '_self' });
const CLOSED = 'Applications are not open at this time. Please check back later.';

function renderEditor(document = documentOf(savedGroup('left', button('Apply', 'https://example.org/apply'))), editable = true) {
  let current: Editor | null = null;
  const view = render(<DocumentEditor initial={document} editable={editable} label="Body" onEditor={(value) => (current = value)} />);
  return { ...view, editor: () => current!, body: screen.getByRole('textbox', { name: 'Body' }) };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit buttons' }));
  return findDialog({ name: 'Buttons' });
}

describe('button group block', () => {
  it('is offered in the picker as "Button" with its description', () => {
    expect(slashOptions().find((option) => option.title === 'Button')).toMatchObject({ description: 'Add a button to your content.' });
  });

  it('is saved as inlineButton with position left and one new button', () => {
    editor = headlessEditor();
    editor.commands.insertButtonGroup();
    expect(savedBlocks(editor)[0]).toEqual(savedGroup('left', button('Button', '')));
  });

  it('loads both stored descriptions and saves them back unchanged', () => {
    const full = savedGroup(
      'left',
      button('Volunteer', 'mailto:garden@example.org', { hasArrow: true }),
      button('Book', '/en/x', { scheduled: true, on: '2026-11-15', off: '2026-12-20', target: '_self' }),
    );
    const document = documentOf(full, shortGroup, { type: 'inlineButton', version: 1, buttons: [{ url: '', name: 'No position' }] });
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(['buttonGroup', 'buttonGroup', 'buttonGroup']);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('keeps a block whose buttons are not a list of buttons as an inert block', () => {
    const notList = { type: 'inlineButton', version: 1, position: 'left', buttons: 'Apply' };
    const notObjects = { type: 'inlineButton', version: 1, position: 'left', buttons: ['Apply'] };
    editor = editorFor(documentOf(notList, notObjects));
    expect(editorBlockTypes(editor)).toEqual(['inertBlock', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual([notList, notObjects]);
  });

  it('replaces the position and buttons with setButtonGroup', () => {
    editor = editorFor(documentOf(shortGroup));
    expect(editor.commands.setButtonGroup(0, { position: 'right', buttons: [button('New', '/en')] })).toBe(true);
    expect(savedBlocks(editor)).toEqual([savedGroup('right', button('New', '/en'))]);
    expect(editor.commands.setButtonGroup(99, { position: 'right', buttons: [] })).toBe(false);
  });

  it('is removed with Backspace when selected', () => {
    editor = editorFor(documentOf(savedParagraph('Before'), shortGroup));
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, editor.state.doc.child(0).nodeSize)));
    expect(pressKey(editor, 'Backspace')).toBe(true);
    expect(savedBlocks(editor)).toEqual([savedParagraph('Before')]);
  });
});

describe('the Button Group dialog', () => {
  it('opens the short description with the other fields at their defaults, and Save waits for a change', async () => {
    const user = userEvent.setup();
    const { editor: current } = renderEditor(documentOf(shortGroup));
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Center' })).toBeChecked();
    const first = within(dialog).getByRole('group', { name: 'Button 1' });
    expect(within(first).getByLabelText('Name')).toHaveValue('Join the walk');
    expect(within(first).getByLabelText('Url')).toHaveValue('/en/events/harbour-walk');
    expect(within(first).getByLabelText('Opens in')).toHaveDisplayValue('Current page');
    expect(within(first).getByRole('checkbox', { name: 'Scheduled' })).not.toBeChecked();
    expect(within(first).getByRole('checkbox', { name: 'Arrow' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(first).getByRole('checkbox', { name: 'Arrow' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savedBlocks(current())).toEqual([
      savedGroup('center', {
        url: '/en/events/harbour-walk',
        name: 'Join the walk',
        target: '_self',
        scheduled: false,
        on: null,
        off: null,
        hasArrow: true,
      }),
    ]);
  });

  it('shows the name and url messages on change and enables Save only when the form is valid', async () => {
    const user = userEvent.setup();
    const { editor: current } = renderEditor();
    const dialog = await openDialog(user);
    const first = within(dialog).getByRole('group', { name: 'Button 1' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.clear(within(first).getByLabelText('Name'));
    expect(within(first).getByText('Button name must be at least 1 character')).toBeVisible();
    expect(within(first).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.type(within(first).getByLabelText('Name'), '  Apply now ');
    expect(within(first).queryByText('Button name must be at least 1 character')).toBeNull();
    await user.clear(within(first).getByLabelText('Url'));
    await user.type(within(first).getByLabelText('Url'), 'javascript:alert(1)');
    expect(within(first).getByText('Url is not valid.')).toBeVisible();
    expect(save).toBeDisabled();
    await user.clear(within(first).getByLabelText('Url'));
    await user.type(within(first).getByLabelText('Url'), '/en/apply');
    expect(within(first).queryByText('Url is not valid.')).toBeNull();
    await user.selectOptions(within(first).getByLabelText('Opens in'), 'Current page');
    await user.click(within(dialog).getByRole('radio', { name: 'Right' }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(savedBlocks(current())).toEqual([savedGroup('right', button('Apply now', '/en/apply', { target: '_self' }))]);
  });

  it('adds buttons with the defaults and removes them, but never the last one', async () => {
    const user = userEvent.setup();
    const { editor: current } = renderEditor();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Remove button 1' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add button' }));
    const second = within(dialog).getByRole('group', { name: 'Button 2' });
    expect(within(second).getByLabelText('Name')).toHaveValue('Button');
    expect(within(second).getByLabelText('Url')).toHaveValue('');
    expect(within(second).getByLabelText('Opens in')).toHaveDisplayValue('New page');
    await user.click(within(dialog).getByRole('button', { name: 'Remove button 1' }));
    expect(within(dialog).queryByRole('group', { name: 'Button 2' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(savedBlocks(current())).toEqual([savedGroup('left', button('Button', ''))]);
  });

  it('schedules a button with dates typed day first, shown as "d MMMM yyyy", never storing a half-typed year', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    const dialog = await openDialog(user);
    const first = within(dialog).getByRole('group', { name: 'Button 1' });
    expect(within(first).queryByLabelText('On date')).toBeNull();
    await user.click(within(first).getByRole('checkbox', { name: 'Scheduled' }));
    const on = await within(first).findByLabelText('On date');
    await user.type(on, '15 11 20');
    await user.tab();
    expect(within(first).getByRole('alert')).toHaveTextContent(TYPED_DATE_ERROR);
    expect(on).toHaveValue('15 11 20');
    await user.clear(on);
    await user.type(on, '15/11/2026{Enter}');
    expect(on).toHaveValue('15 November 2026');
    expect(within(first).queryByRole('alert')).toBeNull();
    await user.type(within(first).getByLabelText('Off date'), '20 Dec 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(savedBlocks(current())[0].buttons).toEqual([
      button('Apply', 'https://example.org/apply', { scheduled: true, on: '2026-11-15', off: '2026-12-20' }),
    ]);
    expect(within(body).getByText('Shows 15 November 2026 – 20 December 2026', { exact: false })).toBeVisible();
  });

  it('picks a date from the calendar, and clears both dates when the button is no longer scheduled', async () => {
    const user = userEvent.setup();
    const { editor: current } = renderEditor(
      documentOf(
        savedGroup('left', button('Apply', 'https://example.org/apply', { scheduled: true, on: '2026-11-15', off: '2026-12-20' })),
      ),
    );
    const dialog = await openDialog(user);
    const first = within(dialog).getByRole('group', { name: 'Button 1' });
    await user.click(await within(first).findByRole('button', { name: 'On date: calendar' }));
    await user.click(await screen.findByRole('button', { name: /November 18/ }));
    expect(within(first).getByLabelText('On date')).toHaveValue('18 November 2026');
    await user.click(within(first).getByRole('checkbox', { name: 'Scheduled' }));
    await user.click(within(first).getByRole('checkbox', { name: 'Scheduled' }));
    expect(within(first).getByLabelText('On date')).toHaveValue('');
    await user.click(within(first).getByRole('checkbox', { name: 'Scheduled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(savedBlocks(current())[0].buttons).toEqual([
      button('Apply', 'https://example.org/apply', { scheduled: false, on: null, off: null }),
    ]);
  });

  it('closes on Escape and Cancel without saving, and opens from the block settings control', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    let dialog = await openDialog(user);
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      body.firstElementChild!.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT));
    });
    dialog = await findDialog({ name: 'Buttons' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Apply');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savedBlocks(current())).toEqual([savedGroup('left', button('Apply', 'https://example.org/apply'))]);
  });
});

describe('button group in edit and view mode', () => {
  const past = button('Closed', '/en/a', { scheduled: true, on: '2000-01-01', off: '2000-01-31' });
  const open = button('Open', '/en/b', { scheduled: true, on: '2000-01-01', off: null });

  it('shows every button in edit mode, a scheduled one with a badge giving its window', () => {
    const { body } = renderEditor(documentOf(savedGroup('left', past, open)));
    expect(within(body).getByText('Closed')).toBeVisible();
    expect(within(body).getByText('Shows 1 January 2000 – 31 January 2000 · hidden today')).toBeVisible();
    expect(within(body).getByText('Shows from 1 January 2000')).toBeVisible();
  });

  it('shows what readers see in view mode', () => {
    const { body } = renderEditor(documentOf(savedGroup('left', past, open)), false);
    expect(within(body).queryByText('Closed')).toBeNull();
    expect(within(body).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/en/b');
    expect(within(body).queryByRole('button', { name: 'Edit buttons' })).toBeNull();
  });
});

describe('button group for readers', () => {
  it('renders the buttons as links at their position, new pages with noopener', () => {
    const { container } = render(
      <DocumentView
        document={documentOf(savedGroup('center', button('Volunteer', 'mailto:garden@example.org', { hasArrow: true })), shortGroup)}
      />,
    );
    const volunteer = screen.getByRole('link', { name: 'Volunteer' });
    expect(volunteer).toHaveAttribute('href', 'mailto:garden@example.org');
    expect(volunteer).toHaveAttribute('target', '_blank');
    expect(volunteer).toHaveAttribute('rel', 'noopener noreferrer');
    expect(volunteer.querySelector('.button-group__arrow')).not.toBeNull();
    expect(volunteer.closest('.button-group')).toHaveClass('button-group--center');
    const walk = screen.getByRole('link', { name: 'Join the walk' });
    expect(walk).not.toHaveAttribute('target');
    expect(container.querySelectorAll('.button-group')).toHaveLength(2);
  });

  it('hides scheduled buttons outside their window and says so when none shows', () => {
    render(
      <DocumentView
        document={documentOf(savedGroup('left', button('Past', '/en/a', { scheduled: true, on: '2000-01-01', off: '2000-01-02' })))}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(CLOSED)).toBeVisible();
  });

  it('says so in place of each hidden button, between the ones that show', () => {
    const hidden = button('Past', '/en/a', { scheduled: true, on: '2000-01-01', off: '2000-01-02' });
    const { container } = render(<DocumentView document={documentOf(savedGroup('left', button('Open', '/en/b'), hidden, hidden))} />);
    expect(screen.getByRole('link', { name: 'Open' })).toBeVisible();
    expect(screen.getAllByText(CLOSED)).toHaveLength(2);
    expect([...container.querySelector('.button-group')!.children].map((child) => child.tagName)).toEqual(['A', 'P', 'P']);
  });

  it('does not link a button with an unsafe url', () => {
    render(<DocumentView document={documentOf(savedGroup('left', button('Bad', 'javascript:alert(1)')))} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad')).toBeVisible();
  });
});
