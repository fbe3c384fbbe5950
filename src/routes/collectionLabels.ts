import { COLLECTIONS, type Collection } from '../../contract';

export const collectionLabels: Record<Collection, string> = {
  stories: 'Stories',
  series: 'Series',
  news: 'News',
  projects: 'Projects',
  events: 'Events',
  memo: 'Memo',
  dataroom: 'Data room',
  pages: 'Pages',
};

export const NAVIGATION_COLLECTIONS: Collection[] = ['stories', 'series', 'news', 'projects', 'events', 'memo'];

export function isCollection(value: string | undefined): value is Collection {
  return (COLLECTIONS as readonly string[]).includes(value ?? '');
}
