import type { ImageAttributes, MediaKind, One, VideoAttributes } from '../../contract';
import { systemOfPath } from '../routes/paths';
import { api } from './client';
import { progressFetch, type ProgressListener } from './progressFetch';

export interface UploadedMedia {
  id: string;
  /** The address to store in the document. */
  src: string;
}

export function fileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

function base64Of(dataUrl: string) {
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

function send<T>(path: string, json: unknown, onProgress: ProgressListener) {
  return api.post(path, { json, retry: 0, timeout: false, fetch: progressFetch(onProgress) }).json<One<T, MediaKind>>();
}

/**
 * Spec 3.2 and 7.2: uploads an image with the body of the current path's system (2.1) and reads that system's answer:
 * the main site `files.orginal`, the projects system `full_url`; the data room posts the main site body to /api/ex/images.
 */
export async function uploadImage(file: File, onProgress: ProgressListener = () => undefined): Promise<UploadedMedia> {
  const data = await fileAsDataUrl(file);
  const system = systemOfPath(window.location.pathname);
  if (system === 'projects') {
    const { data: image } = await send<ImageAttributes>(
      'images',
      { image: { image_name: file.name, image_data: base64Of(data) } },
      onProgress,
    );
    return { id: image.id, src: image.attributes.full_url };
  }
  const body = { image: { name: file.name, caption: '', record_type: 'page', data } };
  const { data: image } = await send<ImageAttributes>(system === 'data' ? 'ex/images' : 'images', body, onProgress);
  return { id: image.id, src: image.attributes.files.orginal };
}

/** Spec 3.2: a video upload, with the projects body on projects paths and the main site body elsewhere. */
export async function uploadVideo(file: File, onProgress: ProgressListener = () => undefined): Promise<UploadedMedia> {
  const data = await fileAsDataUrl(file);
  if (systemOfPath(window.location.pathname) === 'projects') {
    const { data: video } = await send<VideoAttributes>(
      'videos',
      { video: { video_name: file.name, video_data: base64Of(data) } },
      onProgress,
    );
    return { id: video.id, src: video.attributes.full_url };
  }
  const body = { video: { name: file.name, caption: 'Video', record_type: 'page', data, remote_url: null } };
  const { data: video } = await send<VideoAttributes>('videos', body, onProgress);
  return { id: video.id, src: video.attributes.file_url };
}

/** DELETE /api/images/{id}: removes an upload no page shows, e.g. one whose block was removed while it uploaded. */
export async function deleteImage(id: string): Promise<void> {
  await api.delete(`images/${encodeURIComponent(id)}`, { retry: 0 });
}
