import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { savedDocumentSchema, type SavedNode } from '../../contract/document';
import { demoPages, type DemoPage } from './content';
import { bulletList, listItem, text } from './nodes';

const TODAY = Date.UTC(2026, 10, 21);
const DAY = 86_400_000;
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/)/;
const CARD_LINK = /^(https?:\/\/|mailto:)/;
const TEXT_COLOURS = ['#000000', '#EE3A43', '#717174', '#F3F3F0', '#74B87A', '#FFFFFF'];
const TAGGED_COLOURS = ['#00afdb', '#74B87A', '#EE3A43', '#717174', '#F3F3F0', '#000000'];
const CARD_COLOURS = ['#F6E36C', '#EE3A43', '#8ED7E2', '#FFAE00', '#7AAEE5', '#E14CA3', '#EF652A', '#2065C5', '#7E0091', '#2AB252'];
const SYSTEM_OF: Record<DemoPage['collection'], DemoPage['system']> = {
  stories: 'csw',
  projects: 'csw',
  events: 'csw',
  news: 'projects',
  series: 'projects',
  memo: 'projects',
  dataroom: 'data',
};
const HAN = /\p{Script=Han}/u;
const illustrationDirectory = new URL('../../public/demo/', import.meta.url);

type Card = Record<string, string>;

function nodesOf(page: DemoPage): SavedNode[] {
  const found: SavedNode[] = [];
  const stack: SavedNode[] = [...page.body.root.children];
  while (stack.length) {
    const node = stack.pop()!;
    found.push(node);
    stack.push(...(node.children ?? []));
  }
  return found;
}

function ofType(type: string) {
  return demoPages.flatMap((page) => nodesOf(page).filter((node) => node.type === type));
}

function cardsOf(node: SavedNode): Card[] {
  return node.cards as Card[];
}

function linksOf(page: DemoPage): string[] {
  return nodesOf(page).flatMap((node) => {
    if (node.type === 'link') return [node.url as string];
    if (node.type === 'inlineButton') return (node.buttons as Card[]).map((button) => button.url);
    if (node.type === 'banner') return [node.link as string];
    if (node.type === 'inline-image' || node.type === 'video-node') return [node.src as string];
    if (node.type === 'lead-image') return [node.image as string];
    if (node.cards) return cardsOf(node).flatMap((card) => [card.link, card.image].filter((value) => value && !value.startsWith('#')));
    return [];
  });
}

function plainTextOf(page: DemoPage): string {
  return nodesOf(page)
    .filter((node) => node.type === 'text')
    .map((node) => node.text)
    .join(' ');
}

function listDepth(node: SavedNode): number {
  const nested = (node.children ?? []).map(listDepth);
  return (node.type === 'list' ? 1 : 0) + Math.max(0, ...nested);
}

const pagesBySlug = new Map(demoPages.map((page) => [page.slug, page]));
const memos = demoPages.filter((page) => page.collection === 'memo');
const events = demoPages.filter((page) => page.collection === 'events');

describe('demo pages', () => {
  it('has between 30 and 40 pages with unique, lowercase-hyphenated slugs', () => {
    expect(demoPages.length).toBeGreaterThanOrEqual(30);
    expect(demoPages.length).toBeLessThanOrEqual(40);
    expect(pagesBySlug.size).toBe(demoPages.length);
    for (const page of demoPages) expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every page the system of its collection, a title and a precis', () => {
    for (const page of demoPages) {
      expect(page.system, page.slug).toBe(SYSTEM_OF[page.collection]);
      expect(page.title.trim(), page.slug).not.toBe('');
      expect(page.precis.trim(), page.slug).not.toBe('');
    }
  });

  it('has a publication age exactly when published', () => {
    for (const page of demoPages) {
      if (page.published) expect(page.publishedDaysAgo, page.slug).toBeGreaterThanOrEqual(0);
      else expect(page.publishedDaysAgo, page.slug).toBeNull();
    }
  });

  it('writes Chinese pages in Chinese and English pages in English', () => {
    for (const page of demoPages) {
      expect(HAN.test(page.title + page.precis), page.slug).toBe(page.locale === 'hk');
      if (page.locale === 'hk') expect(plainTextOf(page), page.slug).toMatch(HAN);
    }
  });

  it('has published stories in both locales', () => {
    const stories = (locale: string) =>
      demoPages.filter((page) => page.collection === 'stories' && page.locale === locale && page.published);
    expect(stories('en').length).toBeGreaterThanOrEqual(4);
    expect(stories('hk').length).toBeGreaterThanOrEqual(2);
    for (const collection of ['series', 'news', 'projects', 'events'] as const) {
      for (const locale of ['en', 'hk']) {
        expect(
          demoPages.some((page) => page.collection === collection && page.locale === locale),
          `${collection} ${locale}`,
        ).toBe(true);
      }
    }
  });

  it('links subpages to an existing top-level parent of the same locale', () => {
    for (const page of demoPages.filter((candidate) => candidate.parentSlug)) {
      const parent = pagesBySlug.get(page.parentSlug!);
      expect(parent, page.slug).toBeDefined();
      expect(parent!.parentSlug, page.slug).toBeUndefined();
      expect(parent!.locale, page.slug).toBe(page.locale);
    }
  });

  it('has two or three series, with the themed series city-of-water holding published stories', () => {
    const series = demoPages.filter((page) => page.collection === 'series');
    expect(series.length).toBeGreaterThanOrEqual(2);
    expect(series.length).toBeLessThanOrEqual(3);
    expect(pagesBySlug.get('city-of-water')?.collection).toBe('series');
    const members = demoPages.filter((page) => page.parentSlug === 'city-of-water');
    expect(members.length).toBeGreaterThanOrEqual(2);
    for (const member of members) expect(member.collection).toBe('stories');
    for (const story of demoPages.filter((page) => page.collection === 'stories' && page.parentSlug)) {
      expect(pagesBySlug.get(story.parentSlug!)!.collection, story.slug).toBe('series');
    }
  });

  it('gives the-long-view a long body for the reader benchmarks', () => {
    const story = pagesBySlug.get('the-long-view')!;
    expect(story.collection).toBe('stories');
    expect(story.published).toBe(true);
    expect(story.body.root.children.length).toBeGreaterThanOrEqual(60);
    expect(plainTextOf(story).split(/\s+/).length).toBeGreaterThan(2000);
  });
});

describe('memos and the data room', () => {
  const editorMemos = memos.filter((memo) => memo.owner === 'editor');

  it('keeps memo-only fields on memos', () => {
    for (const page of demoPages.filter((candidate) => candidate.collection !== 'memo')) {
      expect(page.trashedDaysAgo ?? page.sharedWith ?? page.isPublic, page.slug).toBeUndefined();
    }
  });

  it('has exactly one trashed memo, trashed five days ago', () => {
    const trashed = demoPages.filter((page) => page.trashedDaysAgo !== undefined);
    expect(trashed).toHaveLength(1);
    expect(trashed[0].collection).toBe('memo');
    expect(trashed[0].owner).toBe('editor');
    expect(trashed[0].trashedDaysAgo).toBe(5);
  });

  it('gives the editor published, draft, shared and public memos, and the colleague one of their own', () => {
    const live = editorMemos.filter((memo) => memo.trashedDaysAgo === undefined);
    expect(live.some((memo) => memo.published)).toBe(true);
    expect(live.some((memo) => !memo.published)).toBe(true);
    expect(live.some((memo) => memo.sharedWith?.includes('colleague'))).toBe(true);
    expect(live.some((memo) => memo.isPublic)).toBe(true);
    expect(memos.some((memo) => memo.owner === 'colleague')).toBe(true);
    expect(memos.some((memo) => memo.parentSlug && pagesBySlug.get(memo.parentSlug)?.collection === 'memo')).toBe(true);
  });

  it('has one data room page', () => {
    expect(demoPages.filter((page) => page.collection === 'dataroom')).toHaveLength(1);
  });
});

describe('events', () => {
  it('gives event details exactly to events, and a time-and-location block to each', () => {
    for (const page of demoPages) {
      const blocks = nodesOf(page).filter((node) => node.type === 'time-location-node');
      expect(Boolean(page.event), page.slug).toBe(page.collection === 'events');
      expect(blocks.length, page.slug).toBe(page.collection === 'events' ? 1 : 0);
    }
  });

  it('has valid dates, times and places', () => {
    for (const { slug, event } of events) {
      const [year, month, day] = event!.date.split('-').map(Number);
      expect(event!.date, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10), slug).toBe(event!.date);
      const start = event!.start_time.hour * 60 + event!.start_time.minute;
      expect(event!.start_time.hour, slug).toBeLessThan(24);
      expect(event!.start_time.minute, slug).toBeLessThan(60);
      if (event!.end_time) expect(event!.end_time.hour * 60 + event!.end_time.minute, slug).toBeGreaterThan(start);
      else expect(event!.periods.length, slug).toBeGreaterThan(0);
      for (const period of event!.periods) expect(period.duration, slug).toBeGreaterThan(0);
      expect(event!.place.name.trim(), slug).not.toBe('');
    }
  });

  it('spreads events over the next 60 days, with a couple in the past and one timed by periods', () => {
    const offsets = events.map(({ event }) => (Date.parse(`${event!.date}T00:00:00Z`) - TODAY) / DAY);
    expect(offsets.filter((offset) => offset < 0).length).toBeGreaterThanOrEqual(2);
    const upcoming = offsets.filter((offset) => offset >= 0);
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...upcoming)).toBeLessThanOrEqual(60);
    expect(Math.max(...upcoming)).toBeGreaterThan(40);
    expect(events.some(({ event }) => event!.end_time === null && event!.periods.length > 1)).toBe(true);
  });
});

describe('saved documents', () => {
  it('match the saved document schema, with a string type and version 1 on every node', () => {
    for (const page of demoPages) {
      expect(v.safeParse(savedDocumentSchema, page.body).success, page.slug).toBe(true);
      for (const node of [page.body.root, ...nodesOf(page)]) {
        expect(typeof node.type, page.slug).toBe('string');
        expect(node.version, `${page.slug} ${node.type}`).toBe(1);
      }
    }
  });

  it('use only safe links, and internal links point to existing pages', () => {
    for (const page of demoPages) {
      for (const url of [...linksOf(page), page.imageUrl].filter((value) => value !== undefined)) {
        expect(url, page.slug).toMatch(SAFE_LINK);
        expect(url.startsWith('//'), page.slug).toBe(false);
        const internal = /^\/(en|hk)\/([a-z]+)\/([a-z0-9-]+)$/.exec(url);
        if (url.startsWith('/') && !url.startsWith('/demo/')) {
          expect(internal, `${page.slug}: ${url}`).not.toBeNull();
          const target = pagesBySlug.get(internal![3]);
          expect(target && [target.locale, target.collection], `${page.slug}: ${url}`).toEqual([internal![1], internal![2]]);
        }
      }
    }
  });

  it('use illustrations that exist and stay small', () => {
    const files = readdirSync(illustrationDirectory).filter((name) => name.endsWith('.svg'));
    expect(files.length).toBeLessThanOrEqual(10);
    for (const name of files) expect(statSync(new URL(name, illustrationDirectory)).size, name).toBeLessThan(4096);
    const used = demoPages.flatMap((page) => [...linksOf(page), page.imageUrl ?? '']).filter((url) => url.startsWith('/demo/'));
    for (const url of used) expect(files, url).toContain(url.slice('/demo/'.length));
    expect(new Set(used).size).toBe(files.length);
  });

  it('give banners and tagged previews links the card form accepts (spec 5.2)', () => {
    for (const node of ofType('banner')) expect(node.link).toMatch(CARD_LINK);
    for (const node of ofType('tagged-preview')) for (const card of cardsOf(node)) expect(card.link).toMatch(CARD_LINK);
  });

  it('use the colour palettes of spec 9.2 and 9.4, and unique card ids', () => {
    for (const node of ofType('text')) {
      expect(node.format as number).toBeGreaterThanOrEqual(0);
      expect(node.format as number).toBeLessThanOrEqual(15);
      if (node.style) expect(TEXT_COLOURS).toContain((node.style as string).replace('color: ', ''));
    }
    for (const node of ofType('tagged-preview')) for (const card of cardsOf(node)) expect(TAGGED_COLOURS).toContain(card.color);
    for (const node of [...ofType('gray-cards'), ...ofType('white-cards')]) {
      expect([3, 4]).toContain(cardsOf(node).length);
      for (const card of cardsOf(node)) if (card.image.startsWith('#')) expect(CARD_COLOURS).toContain(card.image);
    }
    const ids = demoPages.flatMap((page) => nodesOf(page).flatMap((node) => (node.cards ? cardsOf(node).map((card) => card.id) : [])));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('nest lists at most two deep and number their items from 1', () => {
    for (const list of ofType('list')) {
      expect(listDepth(list)).toBeLessThanOrEqual(2);
      let value = 1;
      const expected = list.children!.map((item) => (item.children![0]?.type === 'list' ? value : value++));
      expect(list.children!.map((item) => item.value)).toEqual(expected);
      expect(list.tag).toBe(list.listType === 'bullet' ? 'ul' : 'ol');
    }
  });

  it('keep tables, images and buttons in the shapes their dialogs accept', () => {
    for (const node of ofType('table')) {
      expect(node.children).toHaveLength(node.rows as number);
      for (const row of node.children!) expect(row.children).toHaveLength(node.columns as number);
      expect(node.children![0].children!.every((cell) => cell.headerState === 1)).toBe(true);
    }
    for (const node of ofType('inline-image')) expect((node.caption as string).trim()).not.toBe('');
    for (const node of ofType('inlineButton')) {
      expect(['left', 'center', 'right']).toContain(node.position);
      for (const button of node.buttons as Array<Record<string, unknown>>) {
        expect((button.name as string).trim()).not.toBe('');
        expect(['_blank', '_self']).toContain(button.target);
        expect(button.scheduled).toBe(Boolean(button.on || button.off));
      }
    }
  });

  it('use a wide range of block types and no subpage blocks', () => {
    const used = new Set(demoPages.flatMap((page) => nodesOf(page).map((node) => node.type)));
    expect(used.has('subpage')).toBe(false);
    const expected = [
      'paragraph',
      'heading',
      'list',
      'link',
      'horizontalrule',
      'collapsible-container',
      'project-new-blockquote-container',
      'blockquote-container',
      'custom-redbar-container-node',
      'custom-block-element-node',
      'inlineButton',
      'inline-image',
      'table',
      'time-location-node',
      'tagged-preview',
      'banner',
      'gray-cards',
      'white-cards',
      'lead-image',
      'custom-paragraph',
    ];
    for (const type of expected) expect(used, type).toContain(type);
  });
});

describe('node builders', () => {
  it('set the text format bitmask and colour style', () => {
    expect(text('a', { bold: true, underline: true })).toMatchObject({ format: 9, style: '' });
    expect(text('a', { italic: true, color: '#EE3A43' })).toMatchObject({ format: 2, style: 'color: #EE3A43' });
  });

  it('number list items and hold a nested list in a list item of its own, as Lexical does', () => {
    const list = bulletList('one', listItem('two', bulletList('inner')), 'three');
    expect(list.children!.map((item) => item.value)).toEqual([1, 2, 3, 3]);
    expect(list.children![1].children!.map((child) => child.type)).toEqual(['text']);
    expect(list.children![2].children!.map((child) => child.type)).toEqual(['list']);
    expect(list.children![2]).not.toHaveProperty('nested');
  });
});
