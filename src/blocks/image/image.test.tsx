import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { INVALID_IMAGE_MESSAGE, PLACEHOLDER_IMAGE_SRC } from '../../../contract';
import { uploadImage, deleteImage } from '../../api/media';
import { ApiError } from '../../store/refusals';
import { BLOCK_SETTINGS_EVENT } from '../../editor/BlockControls';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { useToasts } from '../../store/toasts';
import { useUploads } from '../../store/uploads';
import { documentOf, editorFor, headlessEditor, savedBlocks, savedParagraph } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { uploadImageFiles } from './image.upload';
import { findDialog } from '../../../tests/dom/findDialog';

vi.mock('../../api/media', () => ({ uploadImage: vi.fn(), uploadVideo: vi.fn(), deleteImage: vi.fn(async () => undefined) }));

interface Pending {
  resolve(value: { id: string; src: string }): void;
  reject(error: unknown): void;
  progress(fraction: number): void;
}

let pending: Pending[] = [];
let editor: Editor;
beforeEach(() => {
  pending = [];
  vi.mocked(uploadImage).mockImplementation(
    (_file, onProgress) =>
      new Promise((resolve, reject) => pending.push({ resolve, reject, progress: (fraction) => onProgress?.(fraction) })),
  );
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  editor?.destroy();
  useUploads.setState({ uploads: {} });
});

const png = (name = 'harbour.png', type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });
const savedImage = (extra: Record<string, unknown> = {}): SavedNode => ({
  type: 'inline-image',
  version: 1,
  src: '/demo/harbour.svg',
  caption: 'Sampans moored inside the breakwater.',
  narrativeCaption: '',
  position: 'left',
  isPlaceholder: false,
  ...extra,
});
const toastTexts = () => useToasts.getState().toasts.map((toast) => [toast.text, toast.tone]);

function renderEditor(document = documentOf(savedImage()), editable = true) {
  let current: Editor | null = null;
  const view = render(<DocumentEditor initial={document} editable={editable} label="Body" onEditor={(value) => (current = value)} />);
  return { ...view, editor: () => current!, body: screen.getByRole('textbox', { name: 'Body' }) };
}

function loadImage(image: HTMLElement, width: number, height: number) {
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  fireEvent.load(image);
}

describe('image block', () => {
  it('is offered in the picker, which shows "Uploading image..." while an image uploads', async () => {
    const option = () => slashOptions().find((candidate) => candidate.title === 'Image')!;
    expect(option().busyLabel).toBeUndefined();
    editor = headlessEditor();
    uploadImageFiles(editor, [png()]);
    await waitFor(() => expect(option().busyLabel).toBe('Uploading image...'));
    await act(async () => pending[0].resolve({ id: '1', src: '/media/a.png' }));
    expect(option().busyLabel).toBeUndefined();
  });

  it('loads and saves both stored shapes unchanged: `position`, and `width: "full"` without the newer fields', () => {
    const widthShape = { type: 'inline-image', version: 1, src: '/media/b.png', caption: 'Pier', width: 'full' };
    const document = documentOf(savedImage({ credit: 'kept' }), widthShape, savedParagraph('After'));
    editor = editorFor(document);
    expect(editor.getJSON().content!.map((node) => [node.type, node.attrs?.position])).toEqual([
      ['inlineImage', 'left'],
      ['inlineImage', 'full'],
      ['paragraph', undefined],
    ]);
    expect(savedBlocks(editor)).toEqual(document.root.children);
    editor.commands.setImage(editor.state.doc.child(0).nodeSize, { position: 'right', caption: 'Pier at dusk' });
    expect(savedBlocks(editor)[1]).toEqual({
      type: 'inline-image',
      version: 1,
      src: '/media/b.png',
      caption: 'Pier at dusk',
      position: 'right',
    });
  });

  it('keeps an image without a src as an inert block, saved unchanged', () => {
    const malformed = { type: 'inline-image', version: 1, caption: 'No file' };
    editor = editorFor(documentOf(malformed));
    expect(editor.getJSON().content![0].type).toBe('inertBlock');
    expect(savedBlocks(editor)).toEqual([malformed]);
  });

  it('inserts a placeholder at once and gives it the real src when the upload completes', async () => {
    const { editor: current, body } = renderEditor(documentOf(savedParagraph('Before')));
    act(() => uploadImageFiles(current(), [png()]));
    expect(savedBlocks(current()).map((block) => block.type)).toEqual(['paragraph', 'inline-image']);
    expect(savedBlocks(current())[1]).toEqual({
      type: 'inline-image',
      version: 1,
      src: PLACEHOLDER_IMAGE_SRC,
      caption: '',
      narrativeCaption: '',
      position: 'full',
      isPlaceholder: true,
      altText: '',
      decorative: false,
    });
    expect(await within(body).findByText('Uploading image...')).toBeVisible();
    act(() => pending[0].progress(0.4));
    expect(await within(body).findByRole('progressbar', { name: 'Image upload' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => pending[0].resolve({ id: '7', src: '/media/abc.png' }));
    expect(savedBlocks(current())[1]).toMatchObject({ src: '/media/abc.png', isPlaceholder: false });
    expect(await within(body).findByText('Loading image...')).toBeVisible();
    expect(within(body).queryByText('Uploading image...')).toBeNull();
    current().commands.undo();
    expect(savedBlocks(current()).map((block) => block.type)).toEqual(['paragraph']);
  });

  it('removes the placeholder of a failed upload and tells the user in a toast; nothing half-made stays', async () => {
    const { editor: current } = renderEditor(documentOf(savedParagraph('Before')));
    act(() => uploadImageFiles(current(), [png('notes.png')]));
    await act(async () => pending[0].reject(new ApiError(400, INVALID_IMAGE_MESSAGE)));
    expect(savedBlocks(current()).map((block) => block.type)).toEqual(['paragraph']);
    expect(toastTexts()).toEqual([[INVALID_IMAGE_MESSAGE, 'error']]);
    expect(useUploads.getState().uploads).toEqual({});
  });

  it('refuses files of other types with the 5.3 message before uploading, and deletes an upload whose block was removed', async () => {
    editor = headlessEditor();
    uploadImageFiles(editor, [new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' }), new File(['x'], 'photo.heic')]);
    expect(toastTexts()).toEqual([[INVALID_IMAGE_MESSAGE, 'error']]);
    expect(pending).toHaveLength(1);
    editor.commands.setContent('<p></p>');
    await act(async () => pending[0].resolve({ id: '9', src: '/media/c.heic' }));
    expect(deleteImage).toHaveBeenCalledWith('9');
  });

  it('uploads image files pasted into or dropped on the editor', () => {
    editor = headlessEditor('<p>Text</p>');
    const files = [png('a.png'), png('b.gif', 'image/gif')];
    const paste = new Event('paste') as ClipboardEvent;
    Object.defineProperty(paste, 'clipboardData', { value: { files, getData: () => '' } });
    expect(editor.view.someProp('handlePaste', (handle) => handle(editor.view, paste, editor.state.doc.slice(0, 0)))).toBe(true);
    const drop = new Event('drop') as DragEvent;
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [png('c.png')] } });
    editor.view.posAtCoords = () => ({ pos: 2, inside: -1 });
    expect(editor.view.someProp('handleDrop', (handle) => handle(editor.view, drop, editor.state.doc.slice(0, 0), false))).toBe(true);
    expect(pending).toHaveLength(3);
    expect(savedBlocks(editor).filter((block) => block.type === 'inline-image')).toHaveLength(3);
  });
});

describe('image dialog', () => {
  it('needs a caption after trimming; the narrative caption is optional', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor(documentOf(savedImage({ caption: '' })));
    await user.click(within(body).getByRole('button', { name: 'Edit caption' }));
    const dialog = await findDialog({ name: 'Image' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.type(within(dialog).getByLabelText('Caption'), '   ');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Narrative caption'), 'Before dawn the ferries start.');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Caption'), ' The harbour at first light ');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(savedBlocks(current())[0]).toMatchObject({
      caption: 'The harbour at first light',
      narrativeCaption: 'Before dawn the ferries start.',
    });
  });

  it('opens from the block settings control; the position buttons move the image left, full or right', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Full width' }));
    expect(savedBlocks(current())[0].position).toBe('full');
    act(() => {
      body.firstElementChild!.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT));
    });
    const dialog = await findDialog({ name: 'Image' });
    expect(within(dialog).getByLabelText('Caption')).toHaveValue('Sampans moored inside the breakwater.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(savedBlocks(current())[0]).toEqual(savedImage({ position: 'full' }));
  });

  it('offers "Remove Image" when the image fails to load in edit mode', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    fireEvent.error(within(body).getByRole('img'));
    expect(within(body).getByText('Failed to load image')).toBeVisible();
    await user.click(within(body).getByRole('button', { name: 'Remove Image' }));
    expect(savedBlocks(current()).filter((block) => block.type === 'inline-image')).toEqual([]);
  });
});

describe('image for readers', () => {
  it('shows "Loading image...", then the image as landscape or portrait from its natural size', () => {
    const { container } = render(
      <DocumentView
        document={documentOf(
          savedImage({ src: '/media/wide.png' }),
          savedImage({ src: '/media/tall.png', position: 'full' }),
          savedImage({ src: PLACEHOLDER_IMAGE_SRC, isPlaceholder: true }),
        )}
      />,
    );
    expect(screen.getAllByText('Loading image...')).toHaveLength(2);
    const [wide, tall] = screen.getAllByRole('img', { name: 'Sampans moored inside the breakwater.' });
    loadImage(wide, 1200, 800);
    loadImage(tall, 600, 900);
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]).toHaveClass('image-block--left', 'image-block--landscape', 'image-block--wide', 'is-loaded');
    expect(figures[1]).toHaveClass('image-block--full', 'image-block--portrait');
    expect(figures[1]).not.toHaveClass('image-block--wide');
    expect(screen.queryByText('Loading image...')).toBeNull();
  });

  it('takes an alt text apart from the caption, or the decorative mark, and shows which in the editor', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor(documentOf(savedImage()));
    expect(within(body).getByText('No alt text yet: needed to publish')).toBeVisible();
    await user.click(within(body).getByRole('button', { name: 'Edit caption' }));
    let dialog = await findDialog({ name: 'Image' });
    await user.type(within(dialog).getByLabelText('Alt text'), ' Small boats below green hills ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(savedBlocks(current())[0]).toEqual(savedImage({ altText: 'Small boats below green hills' }));
    expect(within(body).getByText('Alt text: Small boats below green hills')).toBeVisible();
    expect(within(body).getByRole('img')).toHaveAttribute('alt', 'Small boats below green hills');

    await user.click(within(body).getByRole('button', { name: 'Edit caption' }));
    dialog = await findDialog({ name: 'Image' });
    await user.click(within(dialog).getByLabelText('Decorative image: screen readers skip it'));
    expect(within(dialog).queryByLabelText('Alt text')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(savedBlocks(current())[0]).toMatchObject({ decorative: true });
    expect(within(body).getByText('Decorative image')).toBeVisible();
  });

  it('gives readers the alt text, an empty alt when decorative, and the caption for images saved before alt texts', () => {
    const { rerender } = render(<DocumentView document={documentOf(savedImage({ altText: 'Small boats' }))} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Small boats');
    rerender(<DocumentView document={documentOf(savedImage({ altText: 'Small boats', decorative: true }))} />);
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<DocumentView document={documentOf(savedImage())} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Sampans moored inside the breakwater.');
  });

  it("asks for a floated picture's derivatives at its own width, and a full-width one's at the column's", () => {
    const src = `/media/${'a'.repeat(64)}.jpg`;
    const pictures = {
      [src]: { w: 4000, h: 3000, avif: `/media/${'a'.repeat(64)}-480.avif 480w`, webp: `/media/${'a'.repeat(64)}-480.webp 480w` },
    };
    const sizesOf = () => [...document.querySelectorAll('source')].map((source) => source.getAttribute('sizes'));
    const { rerender } = render(<DocumentView document={documentOf(savedImage({ src, pictures }))} />);
    expect(sizesOf()).toEqual(['(max-width:768px) 92vw,360px', '(max-width:768px) 92vw,360px']);
    rerender(<DocumentView document={documentOf(savedImage({ src, pictures, position: 'full' }))} />);
    expect(sizesOf()).toEqual(['(max-width:840px) 92vw,760px', '(max-width:840px) 92vw,760px']);
  });

  it('says "Failed to load image" without a Remove button, and shows the narrative caption', () => {
    render(<DocumentView document={documentOf(savedImage({ narrativeCaption: 'The ferries start before dawn.' }))} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Failed to load image')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Image' })).toBeNull();
    expect(screen.getByText('The ferries start before dawn.')).toHaveClass('image-block__narrative');
  });

  it('opens the caption overlay with the info button and hides it with the close button', async () => {
    const user = userEvent.setup();
    render(<DocumentView document={documentOf(savedImage())} />);
    loadImage(screen.getByRole('img'), 800, 600);
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show caption' }));
    expect(screen.getByRole('note')).toHaveTextContent('Sampans moored inside the breakwater.');
    await user.click(screen.getByRole('button', { name: 'Hide caption' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show caption' })).toBeVisible();
  });
});
