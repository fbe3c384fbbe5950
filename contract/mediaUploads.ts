// The upload bodies of spec 3.2, apart from media.ts so the reader's bundle never carries their validators.
import * as v from 'valibot';

const MAX_NAME = 255;
const MAX_CAPTION = 2000;
const base64Data = (field: string) => v.pipe(v.string(`${field} must be base64 text.`), v.nonEmpty(`${field} is required.`));
const fileName = v.optional(v.pipe(v.string(), v.maxLength(MAX_NAME, 'The file name is too long.')), '');
const caption = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_CAPTION, 'The caption is too long.'))), '');

/** One upload after either body shape of spec 3.2 is read. `data` is base64, or a `data:` URL that also declares the type. */
export interface MediaUpload {
  name: string;
  caption: string;
  data: string;
}

const mainImage = v.object({ name: fileName, caption, record_type: v.optional(v.string()), data: base64Data('image.data') });
const projectsImage = v.object({ image_name: fileName, image_data: base64Data('image.image_data') });

/** POST /api/images and /api/ex/images: the main site's `{image:{name, caption, record_type, data}}` or the projects' `{image:{image_name, image_data}}`. */
export const imageUploadBody = v.pipe(
  v.object({ image: v.union([mainImage, projectsImage], 'image needs name and data, or image_name and image_data.') }),
  v.transform(({ image }): MediaUpload =>
    'data' in image
      ? { name: image.name, caption: image.caption ?? '', data: image.data }
      : { name: image.image_name, caption: '', data: image.image_data },
  ),
);

const mainVideo = v.object({
  name: fileName,
  caption,
  record_type: v.optional(v.string()),
  data: base64Data('video.data'),
  remote_url: v.optional(v.null('remote_url is not supported; send the file in data.')),
});
const projectsVideo = v.object({ video_name: fileName, video_data: base64Data('video.video_data') });

/** POST /api/videos: the main site's `{video:{name, caption, record_type, data, remote_url:null}}` or the projects' `{video:{video_name, video_data}}`. */
export const videoUploadBody = v.pipe(
  v.object({ video: v.union([mainVideo, projectsVideo], 'video needs name and data, or video_name and video_data.') }),
  v.transform(({ video }): MediaUpload =>
    'data' in video
      ? { name: video.name, caption: video.caption ?? '', data: video.data }
      : { name: video.video_name, caption: '', data: video.video_data },
  ),
);
