import { COLLECTIONS, type Collection, type Locale } from '../../contract/resources';
import { readerMessages } from '../i18n/reader';
import { translatorOf } from '../i18n/translate';

/** A collection's name in the interface's locale: the reader catalogue's `collection.<name>`. */
export function collectionLabelOf(collection: Collection, locale: Locale): string {
  return translatorOf(readerMessages, locale)(`collection.${collection}`);
}

export const NAVIGATION_COLLECTIONS: Collection[] = ['stories', 'series', 'news', 'projects', 'events', 'memo'];

export function isCollection(value: string | undefined): value is Collection {
  return (COLLECTIONS as readonly string[]).includes(value ?? '');
}
