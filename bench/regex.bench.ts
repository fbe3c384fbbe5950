import { performance } from 'node:perf_hooks';
import { MAX_MEDIA_BYTES } from '../contract/media';
import { detectMediaType, isSvgMarkup } from '../server/services/mediaType';
import { hostileSvgMarkup } from '../tests/mediaSamples';

const RUNS = 5;
const SIZES = [10 * 1024, 100 * 1024, 1024 * 1024, MAX_MEDIA_BYTES.image];
const OLD_COMMENT_COUNTS = [10, 15, 20, 25];
// The expression SVG detection used before issue 15, kept here only as the baseline.
const OLD_SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^[>]*(\[[^\]]*\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

async function medianMs(run: () => unknown, runs = RUNS): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const sizeName = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);
const ms = (value: number) => value.toFixed(value < 1 ? 3 : 1);

export async function runRegexBench() {
  console.log('SVG detection (issue 15): the old expression against the scanner on n empty comments <!----> and no <svg>');
  for (const count of OLD_COMMENT_COUNTS) {
    const text = '<!---->'.repeat(count);
    const old = await medianMs(() => OLD_SVG_START.test(text), 1);
    const scanner = await medianMs(() => isSvgMarkup(text));
    console.log(
      `  ${count} comments (${text.length} B): old ${ms(old)} ms, scanner ${ms(scanner)} ms, ratio ${Math.round(old / scanner)}x`,
    );
  }
  console.log(`Hostile markup, median of ${RUNS}: detectMediaType on the bytes (reads 8 KB) / isSvgMarkup on the whole text`);
  for (const size of SIZES) {
    for (const { name, text } of hostileSvgMarkup(size)) {
      const bytes = new TextEncoder().encode(text);
      const detection = await medianMs(() => detectMediaType(bytes));
      const scan = await medianMs(() => isSvgMarkup(text));
      console.log(
        `  ${sizeName(size).padStart(6)} ${name}: ${ms(detection)} ms / ${ms(scan)} ms (${((scan * 1e6) / text.length).toFixed(1)} ns a character)`,
      );
    }
  }
  console.log('');
}
