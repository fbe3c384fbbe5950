import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { INVALID_VIDEO_MESSAGE } from '../../../contract';
import { uploadVideo } from '../../api/media';
import { ApiError } from '../../store/refusals';
import { BLOCK_SETTINGS_EVENT } from '../../editor/BlockControls';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { useToasts } from '../../store/toasts';
import { useUploads } from '../../store/uploads';
import { documentOf, editorFor, savedBlocks, savedParagraph, editorBlockTypes } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { uploadVideoFile } from './video.upload';
import { findDialog } from '../../../tests/dom/findDialog';

vi.mock('../../api/media', () => ({ uploadImage: vi.fn(), uploadVideo: vi.fn(), deleteImage: vi.fn() }));

let pending: Array<{ resolve(value: { id: string; src: string }): void; reject(error: unknown): void; progress(fraction: number): void }> =
  [];
let editor: Editor;
beforeEach(() => {
  pending = [];
  vi.mocked(uploadVideo).mockImplementation(
    (_file, onProgress) =>
      new Promise((resolve, reject) => pending.push({ resolve, reject, progress: (fraction) => onProgress?.(fraction) })),
  );
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  editor?.destroy();
  useUploads.setState({ uploads: {} });
});

const savedVideo = (extra: Record<string, unknown> = {}): SavedNode => ({
  type: 'video-node',
  version: 1,
  src: '/media/clip.mp4',
  caption: 'The tram at dusk.',
  position: 'full',
  ...extra,
});
const mp4 = () => new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });

function renderEditor(document = documentOf(savedVideo()), editable = true) {
  let current: Editor | null = null;
  const view = render(<DocumentEditor initial={document} editable={editable} label="Body" onEditor={(value) => (current = value)} />);
  return { ...view, editor: () => current!, body: screen.getByRole('textbox', { name: 'Body' }) };
}

describe('video block', () => {
  it('is offered in the picker, and loads and saves a stored video unchanged; one without a src stays inert', () => {
    expect(slashOptions().some((option) => option.title === 'Video')).toBe(true);
    const malformed = { type: 'video-node', version: 1, caption: 'No file' };
    const document = documentOf(savedVideo({ poster: 'kept' }), malformed);
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(['videoNode', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('shows "Video Uploading..." with the progress while it uploads, then the video', async () => {
    const { editor: current, body } = renderEditor(documentOf(savedParagraph('')));
    act(() => uploadVideoFile(current(), mp4()));
    expect(await within(body).findByText('Video Uploading...')).toBeVisible();
    act(() => pending[0].progress(0.25));
    expect(await within(body).findByRole('progressbar', { name: 'Video upload' })).toHaveAttribute('aria-valuenow', '25');
    await act(async () => pending[0].resolve({ id: '3', src: '/media/new.mp4' }));
    expect(savedBlocks(current())[0]).toEqual({ type: 'video-node', version: 1, src: '/media/new.mp4', caption: '', position: 'full' });
    expect(body.querySelector('video')).toHaveAttribute('src', '/media/new.mp4');
  });

  it('removes the video of a failed upload with a toast, and refuses other files with the 5.3 message', async () => {
    const { editor: current } = renderEditor(documentOf(savedParagraph('')));
    act(() => uploadVideoFile(current(), mp4()));
    await act(async () => pending[0].reject(new ApiError(413, 'The video is larger than 100 MB.')));
    expect(savedBlocks(current()).filter((block) => block.type === 'video-node')).toEqual([]);
    act(() => uploadVideoFile(current(), new File(['x'], 'photo.png', { type: 'image/png' })));
    expect(pending).toHaveLength(1);
    expect(useToasts.getState().toasts.map((toast) => toast.text)).toEqual(['The video is larger than 100 MB.', INVALID_VIDEO_MESSAGE]);
  });

  it('sets its caption and position in its dialog, opened from its Edit button or the block settings', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Edit video' }));
    const dialog = await findDialog({ name: 'Video' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Caption'));
    await user.type(within(dialog).getByLabelText('Caption'), ' Night tram ');
    await user.selectOptions(within(dialog).getByLabelText('Position'), 'Right');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(savedBlocks(current())[0]).toEqual(savedVideo({ caption: 'Night tram', position: 'right' }));
    act(() => {
      body.firstElementChild!.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT));
    });
    expect(await findDialog({ name: 'Video' })).toBeVisible();
  });
});

describe('video for readers', () => {
  it('plays the video, with the caption toggle', async () => {
    const user = userEvent.setup();
    const { container } = render(<DocumentView document={documentOf(savedVideo({ position: 'left' }), savedVideo({ src: '' }))} />);
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(container.querySelector('figure')).toHaveClass('video-block--left');
    await user.click(screen.getByRole('button', { name: 'Show caption' }));
    expect(screen.getByRole('note')).toHaveTextContent('The tram at dusk.');
    await user.click(screen.getByRole('button', { name: 'Hide caption' }));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
