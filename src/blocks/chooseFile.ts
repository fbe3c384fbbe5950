import { IMAGE_TYPES, MAX_MEDIA_BYTES, MEDIA_TYPES, tooLargeMessage, typeOfFileName, VIDEO_TYPES, type MediaKind } from '../../contract';

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const VIDEO_ACCEPT = VIDEO_TYPES.join(',');

/** The file's type as the browser gives it, or from its name when the browser gives none. */
function typeOf(file: File): string {
  return file.type || typeOfFileName(file.name) || '';
}

/** Which of the kinds allowed here the file is (spec 5.3's lists), or null. */
export function mediaKindOf(file: File, kinds: MediaKind[]): MediaKind | null {
  const type = typeOf(file);
  return kinds.find((kind) => MEDIA_TYPES[kind].includes(type)) ?? null;
}

/** Why a file of this kind cannot be uploaded, or null when it can. */
export function sizeProblemOf(file: File, kind: MediaKind): string | null {
  return file.size > MAX_MEDIA_BYTES[kind] ? tooLargeMessage(kind) : null;
}

/** Opens the browser's file chooser; resolves with the chosen file, or null when it is closed without one. */
export function chooseFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}
