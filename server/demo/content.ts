import type { SavedDocument } from '../../contract/document';
import { englishPages } from './content.en';
import { eventPages } from './content.events';
import { chinesePages } from './content.hk';
import { theLongView } from './content.longView';
import { memoPages } from './content.memo';
import { newsAndProjectPages } from './content.news';

export interface DemoPage {
  slug: string;
  title: string;
  collection: 'stories' | 'series' | 'news' | 'projects' | 'events' | 'memo' | 'dataroom';
  system: 'csw' | 'projects' | 'data';
  /** The language the page is written in; 'hk' pages are in Traditional Chinese. */
  locale: 'en' | 'hk';
  owner: 'editor' | 'colleague' | null;
  published: boolean;
  publishedDaysAgo: number | null;
  trashedDaysAgo?: number;
  parentSlug?: string;
  sharedWith?: Array<'colleague' | 'reader'>;
  isPublic?: boolean;
  precis: string;
  imageUrl?: string;
  event?: {
    date: string;
    start_time: { hour: number; minute: number };
    end_time: { hour: number; minute: number } | null;
    periods: Array<{ duration: number }>;
    place: { name: string };
  };
  body: SavedDocument;
}

/** Parents come before their subpages, so a seeder can insert in order. */
export const demoPages: DemoPage[] = [...englishPages, theLongView, ...newsAndProjectPages, ...chinesePages, ...eventPages, ...memoPages];
