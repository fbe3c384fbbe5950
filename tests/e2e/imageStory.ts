import sharp from 'sharp';

const STORY_SLUG = 'the-long-view';
export const IMAGE_STORY_PATH = `/en/stories/${STORY_SLUG}`;

/**
 * A photo-sized JPEG that compresses about as badly as a photo (4000 x 3000 is about 3 MB): coarse noise scaled up,
 * detail that survives downscaling as a photo's does, plus fine grain, which makes the JPEG large.
 */
export async function noisePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const coarse = await sharp({
    create: { width: width / 8, height: height / 8, channels: 3, background: '#7f8f9f', noise: { type: 'gaussian', mean: 120, sigma: 60 } },
  })
    .png()
    .toBuffer();
  const pixels = await sharp(coarse).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = Math.max(0, Math.min(255, pixels[index] + ((seed >> 16) % 25) - 12));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function call(base: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/**
 * Signs in as the demo editor, uploads the photo and makes it the lead image of the demo's long story (published),
 * followed by a paragraph and the same photo as an inline image, and publishes the change. Answers the photo's address.
 */
export async function showPhotoInStory(base: string, photo: Buffer): Promise<string> {
  const { token } = await call(base, 'POST', '/api/auth/sign_in', null, { email: 'editor@example.org', password: 'demo-editor' });
  const uploaded = await call(base, 'POST', '/api/images', token, {
    image: { image_name: 'harbour.jpg', image_data: photo.toString('base64') },
  });
  const url: string = uploaded.data.attributes.full_url;
  const page = (await call(base, 'GET', `/api/pages/${STORY_SLUG}`, token)).data.attributes;
  const text = (words: string) => ({
    type: 'paragraph',
    version: 1,
    children: [{ type: 'text', version: 1, text: words, format: 0, detail: 0, mode: 'normal', style: '' }],
  });
  const lexical_body = {
    root: {
      type: 'root',
      version: 1,
      children: [
        {
          type: 'lead-image',
          version: 1,
          tagline: 'The harbour at dawn',
          image: url,
          image_caption: '',
          image_alt: 'The harbour at dawn',
          isVideo: false,
        },
        ...Array.from({ length: 12 }, (_, index) =>
          text(`Paragraph ${index + 1} of a story long enough to push its second picture below the fold.`),
        ),
        {
          type: 'inline-image',
          version: 1,
          src: url,
          caption: '',
          altText: 'The harbour again',
          narrativeCaption: '',
          position: 'full',
          isPlaceholder: false,
        },
      ],
    },
  };
  const saved = await call(base, 'PUT', `/api/pages/${page.page_id}`, token, { page: { version: page.version, lexical_body } });
  // A published story's save is a draft until its changes are published (issue 33).
  await call(base, 'PUT', `/api/pages/${page.page_id}/publish?version=${saved.data.attributes.version}`, token);
  return url;
}

/** Waits until readers' answers for the story carry the photo's derivatives (the job runs every JOB_INTERVAL_SECONDS). */
export async function waitForDerivatives(base: string, url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await call(base, 'GET', `/api/content/stories/${STORY_SLUG}`, null);
    if (answer.data.attributes.lexical_body.root.children[0].pictures?.[url]) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The derivatives were not made in time.');
}
