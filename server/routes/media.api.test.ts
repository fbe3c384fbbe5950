import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_IMAGE_MESSAGE, INVALID_VIDEO_MESSAGE, MAX_MEDIA_BYTES } from '../../contract/media';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { IMAGE_SAMPLES, VIDEO_SAMPLES, base64Of, dataUrlOf, hostileSvgMarkup, pngOf } from '../../tests/mediaSamples';
import { addUser, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { media } from '../db/mediaSchema';
import type { MemoryMediaStorage } from '../storage/memoryMediaStorage';

let t: TestApp;
let editor: string;
const png = pngOf(3, 2);
const mainImage = (data: string, name = 'pixel.png') => ({ image: { name, caption: '', record_type: 'page', data } });
const projectsImage = (data: string, name = 'pixel.png') => ({ image: { image_name: name, image_data: data } });
const storedFiles = () => (t.deps.storage as MemoryMediaStorage).files;

beforeEach(async () => {
  t = await createTestApp();
  editor = await tokenFor(t, await userByEmail(t, 'editor@example.org'));
});
afterEach(() => t.close());

describe('POST /api/images', () => {
  it('takes the main site body and answers the address at data.attributes.files.orginal', async () => {
    const { status, body } = await t.json('POST', '/api/images', { token: editor, body: mainImage(dataUrlOf('image/png', png)) });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ id: expect.stringMatching(/^\d+$/), type: 'image' });
    const url = body.data.attributes.files.orginal;
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(body.data.attributes).toMatchObject({ url, full_url: url, name: 'pixel.png', content_type: 'image/png', size: png.length });
    const file = await t.request('GET', url);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
  });

  it('takes the projects body and answers data.attributes.full_url; also at /api/ex/images for the data room', async () => {
    const projects = await t.json('POST', '/api/images', { token: editor, body: projectsImage(base64Of(png)) });
    expect(projects.status).toBe(201);
    expect(projects.body.data.attributes.full_url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const dataRoom = await t.json('POST', '/api/ex/images', { token: editor, body: mainImage(dataUrlOf('image/png', png)) });
    expect(dataRoom.status).toBe(201);
    expect(dataRoom.body.data.attributes.files.orginal).toBe(projects.body.data.attributes.full_url);
  });

  it.each(IMAGE_SAMPLES)('stores a %s, named by its hash with the extension of its type', async (type, name, bytes) => {
    const { status, body } = await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(bytes), name) });
    expect(status).toBe(201);
    expect(body.data.attributes.content_type).toBe(type);
  });

  it('refuses a file whose bytes are not an allowed image, or differ from its declared type, with the 5.3 message', async () => {
    const text = Buffer.from('plain text renamed to .png');
    for (const body of [
      mainImage(dataUrlOf('image/png', text)),
      projectsImage(base64Of(text), 'notes.png'),
      mainImage(dataUrlOf('image/jpeg', png)),
      mainImage(base64Of(png), 'pixel.gif'),
      mainImage(dataUrlOf('application/pdf', Buffer.from('%PDF-1.4\n')), 'paper.pdf'),
      mainImage(dataUrlOf('video/mp4', VIDEO_SAMPLES[0][2]), 'clip.mp4'),
    ]) {
      const response = await t.json('POST', '/api/images', { token: editor, body });
      expect(response).toEqual({ status: 400, body: { error: INVALID_IMAGE_MESSAGE } });
    }
    expect(storedFiles().size).toBe(0);
    expect(await t.deps.database.db.select().from(media)).toEqual([]);
  });

  it('refuses 10 MB of empty comments and accepts comments before <svg> through the whole upload (issue 15)', async () => {
    const refused = hostileSvgMarkup(MAX_MEDIA_BYTES.image - 1024).find(({ name }) => name === 'empty comments')!;
    const accepted = hostileSvgMarkup(64 * 1024).find(({ name }) => name === 'empty comments, then <svg>')!;
    expect(
      await t.json('POST', '/api/images', { token: editor, body: projectsImage(base64Of(Buffer.from(refused.text)), 'x.svg') }),
    ).toEqual({
      status: 400,
      body: { error: INVALID_IMAGE_MESSAGE },
    });
    const { status, body } = await t.json('POST', '/api/images', {
      token: editor,
      body: projectsImage(base64Of(Buffer.from(accepted.text)), 'x.svg'),
    });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({ content_type: 'image/svg+xml', size: accepted.text.length });
  });

  it('refuses malformed bodies with a 400 and never a 5xx', async () => {
    for (const body of [
      {},
      { image: {} },
      { image: { name: 'x.png' } },
      { image: { image_data: 12 } },
      mainImage('not base64!'),
      mainImage(''),
    ]) {
      expect((await t.json('POST', '/api/images', { token: editor, body })).status).toBe(400);
    }
    expect(
      (await t.request('POST', '/api/images', { token: editor, raw: '{"image":', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
  });
});

describe('POST /api/videos', () => {
  it('takes the main site body (caption "Video", remote_url null) and answers data.attributes.file_url', async () => {
    const [, , mp4] = VIDEO_SAMPLES[0];
    const body = {
      video: { name: 'clip.mp4', caption: 'Video', record_type: 'page', data: dataUrlOf('video/mp4', mp4), remote_url: null },
    };
    const { status, body: answer } = await t.json('POST', '/api/videos', { token: editor, body });
    expect(status).toBe(201);
    expect(answer.data).toMatchObject({ type: 'video', attributes: { caption: 'Video', content_type: 'video/mp4' } });
    expect(answer.data.attributes.file_url).toMatch(/^\/media\/[0-9a-f]{64}\.mp4$/);
    expect(answer.data.attributes.full_url).toBe(answer.data.attributes.file_url);
  });

  it('takes the projects body and answers data.attributes.full_url', async () => {
    const { status, body } = await t.json('POST', '/api/videos', {
      token: editor,
      body: { video: { video_name: 'clip.webm', video_data: base64Of(VIDEO_SAMPLES[1][2]) } },
    });
    expect(status).toBe(201);
    expect(body.data.attributes.full_url).toMatch(/^\/media\/[0-9a-f]{64}\.webm$/);
  });

  it.each(VIDEO_SAMPLES)('stores a %s', async (type, name, bytes) => {
    const { status, body } = await t.json('POST', '/api/videos', {
      token: editor,
      body: { video: { video_name: name, video_data: base64Of(bytes) } },
    });
    expect(status).toBe(201);
    expect(body.data.attributes.content_type).toBe(type);
  });

  it('refuses an image, a mismatched type and a remote_url', async () => {
    const image = await t.json('POST', '/api/videos', {
      token: editor,
      body: { video: { video_name: 'pixel.png', video_data: base64Of(png) } },
    });
    expect(image).toEqual({ status: 400, body: { error: INVALID_VIDEO_MESSAGE } });
    const mismatch = await t.json('POST', '/api/videos', {
      token: editor,
      body: { video: { name: 'clip.webm', data: dataUrlOf('video/webm', VIDEO_SAMPLES[0][2]) } },
    });
    expect(mismatch.body.error).toBe(INVALID_VIDEO_MESSAGE);
    const remote = await t.json('POST', '/api/videos', {
      token: editor,
      body: { video: { name: 'x.mp4', data: base64Of(VIDEO_SAMPLES[0][2]), remote_url: 'https://example.org/x.mp4' } },
    });
    expect(remote.status).toBe(400);
  });
});

describe('upload limits', () => {
  it("answers 413 for a file over its kind's limit, decoded or by the body's length, and takes one at the limit", async () => {
    await t.close();
    t = await createTestApp({ maxMediaBytes: { image: 2000, video: 3000 } });
    editor = await tokenFor(t, await userByEmail(t, 'editor@example.org'));
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    expect((await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(padded(2000))) })).status).toBe(201);
    expect(await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(padded(2001))) })).toEqual({
      status: 413,
      body: { error: 'The image is larger than 2 KB.' },
    });
    const huge = await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(padded(200_000))) });
    expect(huge.status).toBe(413);
    const video = Buffer.concat([VIDEO_SAMPLES[0][2], Buffer.alloc(3001)]);
    expect(
      (await t.json('POST', '/api/videos', { token: editor, body: { video: { video_name: 'big.mp4', video_data: base64Of(video) } } }))
        .status,
    ).toBe(413);
    expect(storedFiles().size).toBe(1);
  });

  it('takes image bodies past the 5 MB JSON limit up to 10 MB of file, and refuses 10 MB and one byte', async () => {
    const atLimit = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length)]);
    expect((await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(atLimit)) })).status).toBe(201);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    expect(await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(over)) })).toEqual({
      status: 413,
      body: { error: 'The image is larger than 10 MB.' },
    });
    expect(
      (await t.json('PUT', '/api/pages/1', { token: editor, body: { page: { version: 1, title: 'x'.repeat(6 * 1024 * 1024) } } })).status,
    ).toBe(413);
  });
});

describe('who may upload and delete', () => {
  it('lets only signed-in editors upload: 401 signed out, 403 for staff readers, and nothing is stored', async () => {
    const reader = await tokenFor(t, await userByEmail(t, 'reader@example.org'));
    for (const path of ['/api/images', '/api/ex/images']) {
      expect((await t.json('POST', path, { body: mainImage(base64Of(png)) })).status).toBe(401);
      expect((await t.json('POST', path, { token: reader, body: mainImage(base64Of(png)) })).status).toBe(403);
    }
    expect(
      (
        await t.json('POST', '/api/videos', {
          token: reader,
          body: { video: { video_name: 'c.mp4', video_data: base64Of(VIDEO_SAMPLES[0][2]) } },
        })
      ).status,
    ).toBe(403);
    expect(storedFiles().size).toBe(0);
  });

  it('asks for the API key on /api/ex/images when one is configured', async () => {
    await t.close();
    t = await createTestApp({ apiKey: 'data-room-key' });
    editor = await tokenFor(t, await userByEmail(t, 'editor@example.org'));
    expect((await t.json('POST', '/api/ex/images', { token: editor, body: mainImage(base64Of(png)) })).status).toBe(401);
    const response = await t.request('POST', '/api/ex/images', {
      token: editor,
      body: mainImage(base64Of(png)),
      headers: { 'x-api-key': 'data-room-key' },
    });
    expect(response.status).toBe(201);
  });

  it('lets the uploader alone delete an image: 401, 403 for staff and other editors, 404 for unknown ids', async () => {
    const { body } = await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(png)) });
    const { id } = body.data;
    const url = body.data.attributes.full_url;
    const colleague = await tokenFor(t, await userByEmail(t, 'colleague@example.org'));
    const reader = await tokenFor(t, await userByEmail(t, 'reader@example.org'));
    expect((await t.json('DELETE', `/api/images/${id}`)).status).toBe(401);
    expect((await t.json('DELETE', `/api/images/${id}`, { token: reader })).status).toBe(403);
    expect((await t.json('DELETE', `/api/images/${id}`, { token: colleague })).status).toBe(403);
    expect((await t.json('DELETE', '/api/images/999999', { token: editor })).status).toBe(404);
    expect((await t.json('DELETE', '/api/images/abc', { token: editor })).status).toBe(404);
    expect((await t.request('GET', url)).status).toBe(200);
    expect((await t.request('DELETE', `/api/images/${id}`, { token: editor })).status).toBe(204);
    expect((await t.request('GET', url)).status).toBe(404);
    expect(storedFiles().size).toBe(0);
    expect((await t.json('DELETE', `/api/images/${id}`, { token: editor })).status).toBe(404);
  });

  it('refuses to delete an image a page still shows', async () => {
    const { body } = await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(png)) });
    const page = await t.json('GET', '/api/pages/new-reading-room-opens', { token: editor });
    const document = page.body.data.attributes.lexical_body;
    document.root.children.push({
      type: 'inline-image',
      version: 1,
      src: body.data.attributes.full_url,
      caption: 'Pier',
      narrativeCaption: '',
      position: 'full',
      isPlaceholder: false,
    });
    const saved = await t.json('PUT', `/api/pages/${page.body.data.attributes.page_id}`, {
      token: editor,
      body: { page: { version: page.body.data.attributes.version, lexical_body: document } },
    });
    expect(saved.status).toBe(200);
    const refused = await t.json('DELETE', `/api/images/${body.data.id}`, { token: editor });
    expect(refused.status).toBe(409);
    expect((await t.request('GET', body.data.attributes.full_url)).status).toBe(200);
  });
});

describe('stored files', () => {
  it('stores equal bytes once: two uploads, one address, one file, which stays until the last upload of it is deleted', async () => {
    const first = await t.json('POST', '/api/images', { token: editor, body: mainImage(dataUrlOf('image/png', png), 'a.png') });
    const second = await t.json('POST', '/api/images', { token: editor, body: projectsImage(base64Of(png), 'b.png') });
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(second.body.data.attributes.full_url).toBe(first.body.data.attributes.full_url);
    expect(storedFiles().size).toBe(1);
    await t.request('DELETE', `/api/images/${first.body.data.id}`, { token: editor });
    expect((await t.request('GET', second.body.data.attributes.full_url)).status).toBe(200);
    await t.request('DELETE', `/api/images/${second.body.data.id}`, { token: editor });
    expect(storedFiles().size).toBe(0);
  });

  it('keeps no row and no file when storing fails part-way, and a retry stores the upload', async () => {
    const storage = t.deps.storage as MemoryMediaStorage;
    const put = storage.put.bind(storage);
    storage.put = async () => {
      throw new Error('the process died while writing');
    };
    const failed = await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(png)) });
    expect(failed.status).toBe(503);
    expect(await t.deps.database.db.select().from(media)).toEqual([]);
    expect(storage.files.size).toBe(0);
    storage.put = put;
    const retried = await t.json('POST', '/api/images', { token: editor, body: mainImage(base64Of(png)) });
    expect(retried.status).toBe(201);
    const [row] = await t.deps.database.db
      .select()
      .from(media)
      .where(eq(media.id, Number(retried.body.data.id)));
    expect(row).toMatchObject({ kind: 'image', contentType: 'image/png', size: png.length, originalName: 'pixel.png' });
    expect((await t.request('GET', retried.body.data.attributes.full_url)).status).toBe(200);
  });

  it('records the uploader, even for a new editor', async () => {
    const newcomer = await addUser(t, 'editor');
    const { body } = await t.json('POST', '/api/images', { token: await tokenFor(t, newcomer), body: mainImage(base64Of(png)) });
    const [row] = await t.deps.database.db
      .select()
      .from(media)
      .where(eq(media.id, Number(body.data.id)));
    expect(row.ownerId).toBe(newcomer.id);
  });
});
