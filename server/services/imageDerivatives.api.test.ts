import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { base64Of } from '../../tests/mediaSamples';
import { mediaDerivatives } from '../db/derivativesSchema';
import { jobs } from '../db/jobsSchema';
import { pages } from '../db/schema';
import { makeDerivativesWithSharp } from '../images/sharpDerivatives';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import type { MemoryMediaStorage } from '../storage/memoryMediaStorage';

const STORY = '/api/content/stories/the-long-view';
let t: TestApp;
let editor: string;

beforeEach(async () => {
  t = await createTestApp({ readerCacheSeconds: 0 }, { makeDerivatives: makeDerivativesWithSharp });
  editor = await t.signIn('editor@example.org');
});
afterEach(() => t.close());

/** Noise, so the picture does not compress to nothing. */
const noiseJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * A smooth picture, for a test that makes every width: noise of this size takes three times as long to encode (4.6 s
 * against 1.6 s here), and beside the browser tests in CI that test ran past its 30 s.
 */
function gradientJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function upload(name: string, bytes: Buffer): Promise<string> {
  const response = await t.json('POST', '/api/images', {
    token: editor,
    body: { image: { image_name: name, image_data: base64Of(bytes) } },
  });
  expect(response.status).toBe(201);
  return response.body.data.attributes.full_url;
}

async function showInStory(lead: string, inline: string) {
  const body = {
    root: {
      type: 'root' as const,
      version: 1,
      children: [
        { type: 'lead-image', version: 1, tagline: 'Lead', image: lead, image_caption: '', image_alt: 'Lead picture', isVideo: false },
        {
          type: 'inline-image',
          version: 1,
          src: inline,
          caption: '',
          altText: 'Inline picture',
          narrativeCaption: '',
          position: 'full',
          isPlaceholder: false,
        },
      ],
    },
  };
  await t.deps.database.db.update(pages).set({ body }).where(eq(pages.slug, 'the-long-view'));
}

async function storyNodes() {
  const response = await t.json('GET', STORY);
  expect(response.status).toBe(200);
  return response.body.data.attributes.lexical_body.root.children as Array<Record<string, any>>;
}

const runJobs = () => runDueJobs(t.deps, jobHandlers(t.deps));
const files = () => (t.deps.storage as MemoryMediaStorage).files;
const hashOf = (url: string) => url.slice(7, 71);
const isAvif = (bytes: Buffer) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif';
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 40 kB PNG claiming 30000 x 30000 pixels (3.6 GB decoded): a decompression bomb's header. */
function bombPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4_000_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('responsive derivatives of uploaded images', () => {
  it('makes AVIF and WebP at 480, 800, 1200 and 1800 px, records the size, and readers get them once made', async () => {
    const lead = await upload('wide.jpg', await gradientJpeg(2400, 1600));
    const small = await upload(
      'small.png',
      await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    await showInStory(lead, small);
    expect((await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, 'image-derivatives'))).length).toBe(2);

    // Until the job has run, readers get the original and nothing else.
    const before = await storyNodes();
    expect(before[0].pictures).toBeUndefined();
    expect(before[1].pictures).toBeUndefined();
    expect((await t.request('GET', lead)).status).toBe(200);
    expect((await t.request('GET', `/media/${hashOf(lead)}-480.avif`)).status).toBe(404);

    const { failed } = await runJobs();
    expect(failed).toEqual([]);
    expect(await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, 'image-derivatives'))).toEqual([]);

    for (const width of [480, 800, 1200, 1800]) {
      for (const format of ['avif', 'webp'] as const) {
        const response = await t.request('GET', `/media/${hashOf(lead)}-${width}.${format}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(format === 'avif' ? isAvif(bytes) : isWebp(bytes)).toBe(true);
        const metadata = await sharp(bytes).metadata();
        expect([metadata.width, metadata.height]).toEqual([width, Math.round((width * 1600) / 2400)]);
      }
    }
    expect((await t.request('GET', `/media/${hashOf(lead)}-2400.webp`)).status).toBe(404);
    expect((await t.request('GET', `/media/${hashOf(lead)}-480.png`)).status).toBe(404);

    const after = await storyNodes();
    const srcset = (url: string, format: string, widths: number[]) =>
      widths.map((width) => `/media/${hashOf(url)}-${width}.${format} ${width}w`).join(', ');
    expect(after[0].pictures[lead]).toMatchObject({
      w: 2400,
      h: 1600,
      avif: srcset(lead, 'avif', [480, 800, 1200, 1800]),
      webp: srcset(lead, 'webp', [480, 800, 1200, 1800]),
    });
    expect(after[0].pictures[lead].p).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(after[0].pictures[lead].p.length).toBeLessThan(400);
    // Never wider than the original: the standard widths under 1000 px, then the original's own width.
    expect(after[1].pictures[small]).toMatchObject({ w: 1000, h: 700, webp: srcset(small, 'webp', [480, 800, 1000]) });
    expect((await t.request('GET', `/media/${hashOf(small)}-1200.avif`)).status).toBe(404);
    expect((await t.request('GET', `/media/${hashOf(small)}-1000.avif`)).status).toBe(200);
    // The editor's document is left as saved.
    const editing = await t.json('GET', '/api/pages/the-long-view', { token: editor });
    expect(editing.body.data.attributes.lexical_body.root.children[0].pictures).toBeUndefined();
  });

  it('records the upright size of a picture turned by its EXIF orientation', async () => {
    const turned = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#aa3300' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const url = await upload('turned.jpg', turned);
    await showInStory(url, url);
    await runJobs();
    expect((await storyNodes())[0].pictures[url]).toMatchObject({
      w: 600,
      h: 900,
      avif: `/media/${hashOf(url)}-480.avif 480w, /media/${hashOf(url)}-600.avif 600w`,
    });
  });

  it('a corrupt image or a decompression bomb fails its job cleanly: no files, no 5xx, the original still served', async () => {
    // Cut inside its first Huffman table, so decoding always fails. (Cut at a fixed length, the noise's tables were
    // sometimes shorter, the cut fell in the scan, and libvips decoded a truncated picture with only a warning.)
    const jpeg = await noiseJpeg(1200, 800);
    const huffmanTable = jpeg.indexOf(Buffer.from([0xff, 0xc4]));
    expect(huffmanTable).toBeGreaterThan(0);
    const corrupt = await upload('broken.jpg', Buffer.concat([jpeg.subarray(0, huffmanTable + 10), Buffer.alloc(3000, 0x17)]));
    const bomb = await upload('bomb.png', bombPng());
    await showInStory(bomb, corrupt);
    const before = files().size;

    const { failed } = await runJobs();
    expect(failed).toEqual([]);
    expect(files().size).toBe(before);
    const rows = await t.deps.database.db.select().from(mediaDerivatives);
    expect(rows.map((row) => row.hash).sort()).toEqual([hashOf(corrupt), hashOf(bomb)].sort());
    for (const row of rows) expect([row.widths, row.error === null]).toEqual([[], false]);
    expect(rows.find((row) => row.hash === hashOf(bomb))!.error).toMatch(/pixel/);
    // Tried once, not again and again.
    expect(await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, 'image-derivatives'))).toEqual([]);
    const nodes = await storyNodes();
    expect([nodes[0].pictures, nodes[1].pictures]).toEqual([undefined, undefined]);
    expect((await t.request('GET', corrupt)).status).toBe(200);
    expect((await t.request('GET', `/media/${hashOf(corrupt)}-480.webp`)).status).toBe(404);
  });

  it('deleting the last upload of a file deletes its derivatives too', async () => {
    const response = await t.json('POST', '/api/images', {
      token: editor,
      body: { image: { image_name: 'wide.jpg', image_data: base64Of(await noiseJpeg(900, 600)) } },
    });
    const hash = hashOf(response.body.data.attributes.full_url);
    await runJobs();
    const ofHash = () => [...files().keys()].filter((key) => key.includes(hash)).sort();
    expect(ofHash()).toEqual([
      `media/${hash}-480.avif`,
      `media/${hash}-480.webp`,
      `media/${hash}-800.avif`,
      `media/${hash}-800.webp`,
      `media/${hash}-900.avif`,
      `media/${hash}-900.webp`,
      `media/${hash}.jpg`,
    ]);
    expect((await t.request('DELETE', `/api/images/${response.body.data.id}`, { token: editor })).status).toBe(204);
    expect(ofHash()).toEqual([]);
    expect(await t.deps.database.db.select().from(mediaDerivatives)).toEqual([]);
  });
});

/**
 * Saves the page with its lead image (its first block) showing `image`, through the API, as the editor does, and
 * publishes the change (a published page's save is a draft readers do not see, issue 33); answers the page then.
 */
async function saveLeadImage(slug: string, image: string | null, extra: Record<string, unknown> = {}) {
  const [page] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, slug));
  const [lead, ...rest] = page.body.root.children;
  expect(lead.type).toBe('lead-image');
  const children = image === null ? rest : [{ ...lead, image, ...extra }, ...rest];
  const saved = await t.json('PUT', `/api/pages/${page.id}`, {
    token: editor,
    body: { page: { version: page.version, lexical_body: { ...page.body, root: { ...page.body.root, children } } } },
  });
  expect(saved.status).toBe(200);
  if (page.published) {
    const version = saved.body.data.attributes.version;
    expect((await t.json('PUT', `/api/pages/${page.id}/publish?version=${version}`, { token: editor })).status).toBe(200);
  }
  return (await t.json('GET', `/api/pages/${slug}`, { token: editor })).body.data.attributes as { image_url: string | null };
}

describe("pictures of readers' page cards", () => {
  /** Every reader list with a page card: collection, home, a series' stories, upcoming and featured events. */
  async function cardsOf(slug: string) {
    const lists = {
      collection: (await t.json('GET', '/api/content/stories?locale=en')).body.data,
      home: Object.values((await t.json('GET', '/api/content/home?locale=en')).body.data).flat(),
      series: (await t.json('GET', '/api/content/series/city-of-water/stories')).body.data,
      upcoming: (await t.json('GET', '/api/upcoming_events')).body.data,
      featured: (await t.json('GET', '/api/section_pages/what-s-on')).body.data.attributes.featured_events,
    };
    return Object.entries(lists).flatMap(([list, items]) =>
      (items as Array<{ attributes: Record<string, any> }>)
        .filter((item) => item.attributes.slug === slug)
        .map((item): Record<string, any> => ({ list, ...item.attributes })),
    );
  }

  it("a list answer carries the card's picture beside its image_url once the derivatives exist, and not before", async () => {
    // Small pictures: two widths each (480 and their own), so the test does not wait on AVIF encodes it need not check.
    const story = await upload('story.jpg', await noiseJpeg(600, 450));
    const event = await upload('event.jpg', await noiseJpeg(500, 400));
    // The story's card is its lead image, saved in the editor; the event, which has none, shows its given image_url.
    await saveLeadImage('the-long-view', story);
    await t.deps.database.db.update(pages).set({ imageUrl: event }).where(eq(pages.slug, 'winter-reading-night'));

    const before = [...(await cardsOf('the-long-view')), ...(await cardsOf('winter-reading-night'))];
    expect(before.map((card) => card.list).sort()).toEqual(['collection', 'featured', 'home', 'series', 'upcoming']);
    for (const card of before) expect([card.image_url, card.picture]).toEqual([card.slug === 'the-long-view' ? story : event, undefined]);

    expect((await runJobs()).failed).toEqual([]);
    const srcset = (url: string, format: string, widths: number[]) =>
      widths.map((width) => `/media/${hashOf(url)}-${width}.${format} ${width}w`).join(', ');
    const after = await cardsOf('the-long-view');
    expect(after.map((card) => card.list).sort()).toEqual(['collection', 'home', 'series']);
    for (const card of after) {
      expect(card.image_url).toBe(story);
      expect(card.picture).toMatchObject({
        w: 600,
        h: 450,
        avif: srcset(story, 'avif', [480, 600]),
        webp: srcset(story, 'webp', [480, 600]),
      });
      expect(card.picture.p).toMatch(/^data:image\/webp;base64,/);
    }
    const events = await cardsOf('winter-reading-night');
    expect(events.map((card) => card.list).sort()).toEqual(['featured', 'upcoming']);
    for (const card of events) expect(card.picture).toMatchObject({ w: 500, h: 400, avif: srcset(event, 'avif', [480, 500]) });
    // Cards whose image is not an upload (the demo's drawings) have none.
    const others = (await t.json('GET', '/api/content/stories?locale=en')).body.data.filter(
      (item: { attributes: { slug: string } }) => item.attributes.slug !== 'the-long-view',
    );
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) expect(item.attributes.picture).toBeUndefined();
  });

  it("a card shows the page's lead image, follows it when it changes, and falls back to the given image_url without one", async () => {
    const card = async () => (await cardsOf('the-long-view')).find((each) => each.list === 'collection')!.image_url;
    await t.deps.database.db.update(pages).set({ imageUrl: '/demo/archive.svg' }).where(eq(pages.slug, 'the-long-view'));
    expect(await card()).toBe('/demo/harbour.svg');
    const photo = await upload('new.jpg', await noiseJpeg(800, 600));
    // The save's answer already tells the new card picture.
    expect((await saveLeadImage('the-long-view', photo)).image_url).toBe(photo);
    expect(await card()).toBe(photo);
    // A lead video, or no lead image at all, leaves the given image.
    expect((await saveLeadImage('the-long-view', photo, { isVideo: true })).image_url).toBe('/demo/archive.svg');
    expect(await card()).toBe('/demo/archive.svg');
    await saveLeadImage('the-long-view', photo, { isVideo: false });
    expect(await card()).toBe(photo);
    await saveLeadImage('the-long-view', null);
    expect(await card()).toBe('/demo/archive.svg');
  });
});
