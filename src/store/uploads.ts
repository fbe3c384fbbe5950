import { create } from 'zustand';
import type { MediaKind } from '../../contract';
import { uploadImage, uploadVideo, type UploadedMedia } from '../api/media';

export { deleteImage } from '../api/media';

interface Upload {
  kind: MediaKind;
  /** From 0 to 1. */
  progress: number;
}

interface UploadsState {
  uploads: Record<string, Upload>;
}

/** Uploads under way, by id, with their progress: blocks show it and the block picker reads whether one is busy. */
export const useUploads = create<UploadsState>()(() => ({ uploads: {} }));

let nextId = 1;

export function newUploadId(): string {
  return `upload-${Date.now().toString(36)}-${nextId++}`;
}

function setProgress(id: string, kind: MediaKind, progress: number) {
  useUploads.setState((state) => ({ uploads: { ...state.uploads, [id]: { kind, progress } } }));
}

/** Uploads a file as an image or a video, keeping its progress under `id` until it ends either way. */
export async function uploadMedia(id: string, kind: MediaKind, file: File): Promise<UploadedMedia> {
  setProgress(id, kind, 0);
  try {
    return await (kind === 'image' ? uploadImage : uploadVideo)(file, (progress) => {
      if (useUploads.getState().uploads[id]) setProgress(id, kind, progress);
    });
  } finally {
    useUploads.setState((state) => {
      const { [id]: _finished, ...uploads } = state.uploads;
      return { uploads };
    });
  }
}

export function isUploading(kind: MediaKind): boolean {
  return Object.values(useUploads.getState().uploads).some((upload) => upload.kind === kind);
}

/** The progress of one upload, or null when none runs under that id. */
export function useUploadProgress(id: string | null | undefined): number | null {
  return useUploads((state) => (id ? (state.uploads[id]?.progress ?? null) : null));
}
