import { IMAGE_TYPES, MAX_MEDIA_BYTES, MEDIA_TYPES, typeOfFileName, VIDEO_TYPES, type Locale, type MediaKind } from '../../contract';
import { blocksMessages } from '../i18n/blocks';
import { translatorOf } from '../i18n/translate';

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

/** A size limit as the too-large message gives it ("100 MB", "500 KB"), as the contract's tooLargeMessage does. */
function sizeText(maxBytes: number): string {
  return maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
}

const TOO_LARGE = { image: 'image.tooLarge', video: 'video.tooLarge' } as const;

/** Why a file of this kind cannot be uploaded, in `locale`, or null when it can. */
export function sizeProblemOf(file: File, kind: MediaKind, locale: Locale = 'en'): string | null {
  const maxBytes = MAX_MEDIA_BYTES[kind];
  return file.size > maxBytes ? translatorOf(blocksMessages, locale)(TOO_LARGE[kind], { size: sizeText(maxBytes) }) : null;
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
