// `npm run bench -- search`: GET /api/search over 10,000 published pages, half English and half Chinese, on a fresh
// PGlite (or DATABASE_URL): each query's p50 and p95 through the whole app (validation, index, ordering, count,
// snippets, JSON), against a bare primary-key lookup of one page in the same run. Target: p95 under 50 ms.
import { eq } from 'drizzle-orm';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { pages } from '../server/db/schema';
import { defaultConfig } from '../server/deps';
import { randomUid } from '../server/services/tokens';
import { scratchDir } from './scratchDir';

const PAGES = 10_000;
const RUNS = 40;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

const ENGLISH = (
  'harbour ferry tram island market street temple festival lantern typhoon shelter pier junk sampan village hill ' +
  'peak trail garden school library museum archive photograph letter diary map survey reclamation waterfront ' +
  'building tower estate housing kitchen restaurant noodle tea dim sum fishermen boat crossing route timetable ' +
  'night morning evening summer winter rain wind storm signal lighthouse coast bay channel typhoons ferries markets ' +
  'history memory family neighbour shop hawker stall workshop factory dock crane container port trade merchant ' +
  'city planning water drainage bridge tunnel road railway station platform passenger ticket fare queue crowd'
).split(' ');
const CHINESE = Array.from(
  '香港天星渡輪維多利亞港口碼頭電車街市廟宇節日燈籠颱風避風塘漁村山頂行山徑花園學校圖書館博物館檔案照片信件日記地圖' +
    '填海海濱大廈住宅廚房餐廳麵茶點心漁民船隻航線時間表夜晚早上黃昏夏天冬天雨風暴信號燈塔海岸灣歷史記憶家庭鄰居店舖小販工場',
);

/** A small deterministic generator, so every run searches the same pages. */
export function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

export function englishText(next: (below: number) => number, words: number) {
  const out: string[] = [];
  for (let index = 0; index < words; index++) out.push(ENGLISH[next(ENGLISH.length)] + (index % 12 === 11 ? '.' : ''));
  return out.join(' ');
}

export function chineseText(next: (below: number) => number, characters: number) {
  let out = '';
  for (let index = 0; index < characters; index++) out += CHINESE[next(CHINESE.length)] + (index % 15 === 14 ? '，' : '');
  return `${out}。`;
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations;
}

export async function runSearchBench() {
  const dataDir = scratchDir('masthead-bench-search-');
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  const now = new Date('2026-11-25T09:00:00Z');
  const deps = { database, clock: () => now, config: { ...defaultConfig, passwordIterations: 1_000 }, clientAddress: () => 'bench' };
  const app = createApp(deps);
  const next = generator(20);
  // Ten of the English pages are long stories (about 30,000 characters, what the index reads of a text), the only
  // pages with the word "funicular", a fifth of the way in: a snippet must not cost the whole text.
  const nextLong = generator(7);
  const longText = () => {
    const words = englishText(nextLong, 4_400).split(' ');
    words.splice(900, 0, 'funicular');
    return words.join(' ');
  };
  const loadStart = performance.now();
  for (let batch = 0; batch < PAGES / 500; batch++) {
    const rows = Array.from({ length: 500 }, (_, index) => {
      const number = batch * 500 + index;
      const chinese = number % 2 === 1;
      const title = chinese ? chineseText(next, 8).slice(0, 8) : englishText(next, 5);
      const text = chinese ? chineseText(next, 400) : englishText(next, 180);
      const long = number % 1_000 === 500;
      const phrase = number % 7 < 2 ? (chinese ? '乘坐天星渡輪過海。' : 'The Star Ferry crosses to the night market. ') : '';
      return {
        uid: randomUid(),
        slug: `bench-search-${number}`,
        title,
        collection: number % 3 === 0 ? 'news' : 'stories',
        system: 'csw' as const,
        locale: chinese ? ('hk' as const) : ('en' as const),
        published: true,
        publishedAt: new Date(now.getTime() - number * 60_000),
        body: { root: { type: 'root' as const, version: 1, children: [] } },
        bodyText: long ? longText() : phrase + text,
        createdAt: now,
        updatedAt: now,
      };
    });
    await database.db.insert(pages).values(rows);
  }
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const [{ id: firstId }] = await database.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'bench-search-0'));

  const queries: Array<[string, string]> = [
    ['common English word (about half the English pages)', 'q=ferry&locale=en'],
    ['stemmed plural, two words', 'q=typhoons+shelters&locale=en'],
    ['phrase in quotes', `q=${encodeURIComponent('"night market"')}&locale=en`],
    ['English, page 5', 'q=harbour&locale=en&page=5'],
    ['English in one collection', 'q=lantern+festival&collection=news'],
    ['Chinese, two characters', `q=${encodeURIComponent('渡輪')}&locale=hk`],
    ['Chinese, four characters', `q=${encodeURIComponent('天星渡輪')}&locale=hk`],
    ['Chinese, one character', `q=${encodeURIComponent('港')}&locale=hk`],
    ['ten long stories, a word a fifth of the way in', 'q=funicular&locale=en'],
    ['nothing matches', 'q=zebracorn'],
  ];
  for (const [, query] of queries) await app.request(`/api/search?${query}`);

  console.log(
    `search (${database.kind}): ${PAGES.toLocaleString('en')} published pages loaded in ${loadSeconds.toFixed(1)} s (index kept by every insert)`,
  );
  let ids = 0;
  const baseline = await timed(() =>
    database.db
      .select()
      .from(pages)
      .where(eq(pages.id, firstId + (ids++ % PAGES)))
      .limit(1),
  );
  const baselineP95 = percentile(baseline, 95);
  console.log(`  baseline, one page by primary key:  p50 ${percentile(baseline, 50).toFixed(2)} ms, p95 ${baselineP95.toFixed(2)} ms`);
  let worst = 0;
  for (const [name, query] of queries) {
    let total = 0;
    const durations = await timed(async () => {
      const response = await app.request(`/api/search?${query}`);
      total = ((await response.json()) as { meta: { total: number } }).meta.total;
    });
    const p95 = percentile(durations, 95);
    worst = Math.max(worst, p95);
    console.log(
      `  ${name.padEnd(52)} ${String(total).padStart(5)} found   p50 ${percentile(durations, 50).toFixed(1).padStart(5)} ms   p95 ${p95.toFixed(1).padStart(5)} ms   ${(p95 / baselineP95).toFixed(0)}x baseline`,
    );
  }
  console.log(`  worst p95 ${worst.toFixed(1)} ms; target < 50 ms: ${worst < 50 ? 'met' : 'NOT met'}`);
  await database.close();
}
