import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { INVALID_LEAD_MEDIA_MESSAGE } from '../../../contract';
import { uploadImage, uploadVideo } from '../../api/media';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { useToasts } from '../../store/toasts';
import { useUploads } from '../../store/uploads';
import { documentOf, editorFor, headlessEditor, savedBlocks, editorBlockTypes } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { uploadLeadMedia } from './leadImage.upload';
import { findDialog } from '../../../tests/dom/findDialog';

vi.mock('../../api/media', () => ({ uploadImage: vi.fn(), uploadVideo: vi.fn(), deleteImage: vi.fn() }));

let pending: Array<{ resolve(value: { id: string; src: string }): void; reject(error: unknown): void }> = [];
let editor: Editor;
beforeEach(() => {
  pending = [];
  const upload = () => new Promise<{ id: string; src: string }>((resolve, reject) => pending.push({ resolve, reject }));
  vi.mocked(uploadImage).mockImplementation(upload);
  vi.mocked(uploadVideo).mockImplementation(upload);
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  editor?.destroy();
  useUploads.setState({ uploads: {} });
});

const savedLead = (extra: Record<string, unknown> = {}): SavedNode => ({
  type: 'lead-image',
  version: 1,
  tagline: 'Every street in this city runs downhill to the sea.',
  image: '/demo/harbour.svg',
  image_caption: 'Victoria Harbour at first light.',
  isVideo: false,
  ...extra,
});

function renderEditor(document = documentOf(savedLead()), editable = true) {
  let current: Editor | null = null;
  const view = render(<DocumentEditor initial={document} editable={editable} label="Body" onEditor={(value) => (current = value)} />);
  return { ...view, editor: () => current!, body: screen.getByRole('textbox', { name: 'Body' }) };
}

describe('lead image block', () => {
  it('is offered as "Lead Image", "Tagline with lead image", and inserted empty', () => {
    expect(slashOptions().find((option) => option.title === 'Lead Image')).toMatchObject({ description: 'Tagline with lead image' });
    editor = headlessEditor();
    editor.commands.insertLeadImage();
    expect(savedBlocks(editor)[0]).toEqual({
      type: 'lead-image',
      version: 1,
      tagline: '',
      image: '',
      image_caption: '',
      isVideo: false,
      image_alt: '',
      image_decorative: false,
    });
  });

  it('loads and saves a stored lead image unchanged, and keeps a malformed one inert', () => {
    const malformed = { type: 'lead-image', version: 1, tagline: ['not text'] };
    const document = documentOf(savedLead({ credit: 'kept' }), malformed);
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(['leadImage', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('has an uploader area 372 px tall, grey while empty, that shows "Uploading ..." while busy and takes an image or a video', async () => {
    const { editor: current, body } = renderEditor(documentOf(savedLead({ image: '', image_caption: '' })));
    const uploader = within(body).getByRole('button', { name: 'Upload image/video' });
    expect(uploader).toHaveStyle({ height: '372px' });
    expect(uploader.querySelector('img, video')).toBeNull();
    act(() => uploadLeadMedia(current(), 0, new File(['v'], 'clip.webm', { type: 'video/webm' })));
    expect(await within(body).findByText('Uploading ...')).toBeVisible();
    expect(within(body).getByRole('button', { name: 'Upload image/video' })).toBeDisabled();
    await act(async () => pending[0].resolve({ id: '4', src: '/media/lead.webm' }));
    expect(savedBlocks(current())[0]).toMatchObject({ image: '/media/lead.webm', isVideo: true });
    expect(within(body).getByText('Upload image/video')).toBeVisible();
  });

  it('keeps its media when an upload fails, with a toast, and refuses other files with its own message', async () => {
    const { editor: current } = renderEditor();
    act(() => uploadLeadMedia(current(), 0, new File(['p'], 'new.png', { type: 'image/png' })));
    await act(async () => pending[0].reject(new TypeError('Failed to fetch')));
    act(() => uploadLeadMedia(current(), 0, new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' })));
    expect(savedBlocks(current())[0]).toEqual(savedLead());
    expect(useToasts.getState().toasts.map((toast) => toast.text)).toEqual([
      'Could not reach the server. Please try again.',
      INVALID_LEAD_MEDIA_MESSAGE,
    ]);
    expect(useUploads.getState().uploads).toEqual({});
  });

  it('edits the tagline and image caption in its dialog; Save waits for a change', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Edit lead image' }));
    const dialog = await findDialog({ name: 'Lead image' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Tagline'));
    await user.type(within(dialog).getByLabelText('Tagline'), 'Down to the sea. ');
    await user.clear(within(dialog).getByLabelText('Image caption'));
    await user.type(within(dialog).getByLabelText('Image caption'), 'The harbour.');
    await user.click(save);
    expect(savedBlocks(current())[0]).toEqual(savedLead({ tagline: 'Down to the sea.', image_caption: 'The harbour.' }));
  });
});

describe('lead image for readers', () => {
  it('shows the image with the caption toggle and the tagline; a video lead plays', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DocumentView document={documentOf(savedLead(), savedLead({ image: '/media/lead.mp4', isVideo: true, image_caption: '' }))} />,
    );
    expect(screen.getByRole('img', { name: 'Victoria Harbour at first light.' })).toHaveAttribute('src', '/demo/harbour.svg');
    expect(screen.getAllByText('Every street in this city runs downhill to the sea.')).toHaveLength(2);
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/lead.mp4');
    await user.click(screen.getByRole('button', { name: 'Show caption' }));
    expect(screen.getByRole('note')).toHaveTextContent('Victoria Harbour at first light.');
  });
});
