import type { Editor } from '@tiptap/core';
import type { Locale } from '../../../contract';
import { blocksMessages } from '../../i18n/blocks';
import { translatorOf } from '../../i18n/translate';
import { errorTextOf } from '../../ui/StatusMessage';
import { showToast } from '../../store/toasts';
import { newUploadId, uploadMedia } from '../../store/uploads';
import { chooseFile, mediaKindOf, sizeProblemOf, VIDEO_ACCEPT } from '../chooseFile';

/** Inserts a video that shows "Video Uploading..." until its upload ends; a failed upload is told (in `locale`) and leaves nothing. */
export function uploadVideoFile(editor: Editor, file: File, locale: Locale = 'en'): void {
  const problem = mediaKindOf(file, ['video'])
    ? sizeProblemOf(file, 'video', locale)
    : translatorOf(blocksMessages, locale)('video.invalidType');
  if (problem) {
    showToast(problem, 'error');
    return;
  }
  const uploadId = newUploadId();
  if (!editor.chain().focus().insertVideoUpload(uploadId).run()) return;
  uploadMedia(uploadId, 'video', file).then(
    ({ src }) => {
      if (!editor.isDestroyed) editor.commands.completeVideoUpload(uploadId, src);
    },
    (error: unknown) => {
      if (!editor.isDestroyed) editor.commands.removeVideoUpload(uploadId);
      showToast(errorTextOf(error, locale), 'error');
    },
  );
}

/** The block picker's Video: choose a file and upload it. */
export async function chooseAndUploadVideo(editor: Editor, locale: Locale = 'en'): Promise<void> {
  const file = await chooseFile(VIDEO_ACCEPT);
  if (file && !editor.isDestroyed) uploadVideoFile(editor, file, locale);
}
