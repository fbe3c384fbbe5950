import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_IMAGE_MESSAGE } from '../../contract';
import { useSession } from '../store/session';
import { ApiError } from './errors';
import { uploadImage, uploadVideo } from './media';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSession.getState().clear();
});
afterAll(() => server.close());

const file = new File([new Uint8Array([137, 80, 78, 71])], 'pier.png', { type: 'image/png' });
const image = (attributes: Record<string, unknown>) => ({ data: { id: '5', type: 'image', attributes } });

function capture(path: string, answer: Record<string, unknown>) {
  const seen: Array<{ body: any; authorization: string | null }> = [];
  server.use(
    http.post(path, async ({ request }) => {
      seen.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return HttpResponse.json(answer, { status: 201 });
    }),
  );
  return seen;
}

describe('media uploads', () => {
  it('sends the main site body on main site paths and reads data.attributes.files.orginal, reporting progress', async () => {
    window.history.replaceState(null, '', '/en/page-templates/stories/harbour');
    useSession.setState({ token: 'secret-token-of-twenty-chars' });
    const seen = capture('/api/images', image({ files: { orginal: '/media/a.png' }, full_url: '/media/other.png' }));
    const progress: number[] = [];
    await expect(uploadImage(file, (fraction) => progress.push(fraction))).resolves.toEqual({ id: '5', src: '/media/a.png' });
    expect(seen[0]).toEqual({
      body: { image: { name: 'pier.png', caption: '', record_type: 'page', data: 'data:image/png;base64,iVBORw==' } },
      authorization: 'Bearer secret-token-of-twenty-chars',
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('sends the projects body on projects paths and reads data.attributes.full_url', async () => {
    window.history.replaceState(null, '', '/en/page-templates/news/harbour');
    const seen = capture('/api/images', image({ files: { orginal: '/media/other.png' }, full_url: '/media/b.png' }));
    await expect(uploadImage(file)).resolves.toEqual({ id: '5', src: '/media/b.png' });
    expect(seen[0].body).toEqual({ image: { image_name: 'pier.png', image_data: 'iVBORw==' } });
  });

  it('posts data room images to /api/ex/images', async () => {
    window.history.replaceState(null, '', '/en/dataroom/annual-report');
    const seen = capture('/api/ex/images', image({ files: { orginal: '/media/c.png' } }));
    await expect(uploadImage(file)).resolves.toEqual({ id: '5', src: '/media/c.png' });
    expect(seen[0].body.image).toMatchObject({ name: 'pier.png', record_type: 'page' });
  });

  it('sends the video bodies of 3.2 and reads file_url or full_url', async () => {
    const clip = new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });
    window.history.replaceState(null, '', '/en/page-templates/stories/harbour');
    const main = capture('/api/videos', {
      data: { id: '6', type: 'video', attributes: { file_url: '/media/v.mp4', full_url: '/media/x.mp4' } },
    });
    await expect(uploadVideo(clip)).resolves.toEqual({ id: '6', src: '/media/v.mp4' });
    expect(main[0].body).toEqual({
      video: { name: 'clip.mp4', caption: 'Video', record_type: 'page', data: 'data:video/mp4;base64,AAAAGA==', remote_url: null },
    });
    window.history.replaceState(null, '', '/en/page-templates/memo/plan');
    server.resetHandlers();
    const projects = capture('/api/videos', {
      data: { id: '7', type: 'video', attributes: { file_url: '/media/x.mp4', full_url: '/media/w.mp4' } },
    });
    await expect(uploadVideo(clip)).resolves.toEqual({ id: '7', src: '/media/w.mp4' });
    expect(projects[0].body).toEqual({ video: { video_name: 'clip.mp4', video_data: 'AAAAGA==' } });
  });

  it("fails with the server's message", async () => {
    window.history.replaceState(null, '', '/en/page-templates/stories/harbour');
    server.use(http.post('/api/images', () => HttpResponse.json({ error: INVALID_IMAGE_MESSAGE }, { status: 400 })));
    const failure = await uploadImage(file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: INVALID_IMAGE_MESSAGE });
  });
});
