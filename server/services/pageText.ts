import type { SavedDocument } from '../../contract/document';
import { BODY_TEXT_VERSION, bodyTextOf, plainTextOf } from '../../contract/plainText';

/**
 * The columns of `pages` made from its document, for every writer of a document (save, creation, restore, import,
 * seed): the spec's plain_text, and body_text for search with the version of bodyTextOf that wrote it.
 */
export function pageTextColumns(document: SavedDocument) {
  return { plainText: plainTextOf(document), bodyText: bodyTextOf(document), bodyTextVersion: BODY_TEXT_VERSION };
}
