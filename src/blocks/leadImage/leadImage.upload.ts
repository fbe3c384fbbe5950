import type { Editor } from '@tiptap/core';
import type { Locale } from '../../../contract';
import { blocksMessages } from '../../i18n/blocks';
import { translatorOf } from '../../i18n/translate';
import { errorTextOf } from '../../ui/StatusMessage';
import { showToast } from '../../store/toasts';
import { newUploadId, uploadMedia } from '../../store/uploads';
import { chooseFile, IMAGE_ACCEPT, mediaKindOf, sizeProblemOf, VIDEO_ACCEPT } from '../chooseFile';

/** Spec 5.3: the lead image takes an image or a video; anything else is refused with its own message. */
export function uploadLeadMedia(editor: Editor, pos: number, file: File, locale: Locale = 'en'): void {
  const kind = mediaKindOf(file, ['image', 'video']);
  const invalid = translatorOf(blocksMessages, locale)('leadImage.invalidType');
  const problem = kind ? sizeProblemOf(file, kind, locale) : invalid;
  if (!kind || problem) {
    showToast(problem ?? invalid, 'error');
    return;
  }
  const uploadId = newUploadId();
  if (!editor.commands.startLeadImageUpload(pos, uploadId)) return;
  uploadMedia(uploadId, kind, file).then(
    ({ src }) => {
      if (!editor.isDestroyed) editor.commands.endLeadImageUpload(uploadId, { image: src, isVideo: kind === 'video' });
    },
    (error: unknown) => {
      if (!editor.isDestroyed) editor.commands.endLeadImageUpload(uploadId);
      showToast(errorTextOf(error, locale), 'error');
    },
  );
}

export async function chooseLeadMedia(editor: Editor, position: () => number, locale: Locale = 'en'): Promise<void> {
  const file = await chooseFile(`${IMAGE_ACCEPT},${VIDEO_ACCEPT}`);
  if (file && !editor.isDestroyed) uploadLeadMedia(editor, position(), file, locale);
}
