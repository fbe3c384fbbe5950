import type { Editor } from '@tiptap/core';
import type { Locale } from '../../../contract';
import { blocksMessages } from '../../i18n/blocks';
import { translatorOf } from '../../i18n/translate';
import { errorTextOf } from '../../ui/StatusMessage';
import { showToast } from '../../store/toasts';
import { deleteImage, newUploadId, uploadMedia } from '../../store/uploads';
import { chooseFile, IMAGE_ACCEPT, mediaKindOf, sizeProblemOf } from '../chooseFile';

/**
 * Spec 4.2: each image file becomes a placeholder at once, which gets its real src when its upload completes. A refused
 * file or a failed upload is told in a toast (in `locale`) and leaves nothing in the document.
 */
export function uploadImageFiles(editor: Editor, files: File[], at?: number, locale: Locale = 'en'): void {
  let position = at;
  for (const file of files) {
    const problem = mediaKindOf(file, ['image'])
      ? sizeProblemOf(file, 'image', locale)
      : translatorOf(blocksMessages, locale)('image.invalidType');
    if (problem) {
      showToast(problem, 'error');
      continue;
    }
    const uploadId = newUploadId();
    if (!editor.chain().focus().insertImagePlaceholder(uploadId, position).run()) continue;
    if (position !== undefined) position = editor.state.selection.to;
    uploadMedia(uploadId, 'image', file).then(
      ({ id, src }) => {
        if (!editor.isDestroyed && editor.commands.completeImageUpload(uploadId, src)) return;
        deleteImage(id).catch(() => undefined);
      },
      (error: unknown) => {
        if (!editor.isDestroyed) editor.commands.removeImageUpload(uploadId);
        showToast(errorTextOf(error, locale), 'error');
      },
    );
  }
}

/** The block picker's Image: choose one file, then upload it like a dropped one. */
export async function chooseAndUploadImage(editor: Editor, locale: Locale = 'en'): Promise<void> {
  const file = await chooseFile(IMAGE_ACCEPT);
  if (file && !editor.isDestroyed) uploadImageFiles(editor, [file], undefined, locale);
}
