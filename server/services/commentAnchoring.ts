/**
 * A thread's anchor placed by the server (issue 35), for those who may comment but not edit (a memo's Commenters):
 * the browser describes the text without ProseMirror (the quoted words and a little of their block's text on each
 * side), the server finds them in the page as its editors have it, wraps them in the `comment` mark through the
 * editor's own codec, and saves the page through savePage as the commenter, so the save makes a revision, merges
 * with others' saves and reaches an open live session as every other write from outside it does.
 */
import type { JSONContent } from '@tiptap/core';
import { eq } from 'drizzle-orm';
import type { CommentAnchor } from '../../contract/comments';
import type { SavedDocument } from '../../contract/document';
import { blocksFromEditor, blocksToEditor } from '../../src/editor/document/codec';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { ApiError, conflict } from '../errors';
import { workingCopyOf } from './pageDrafts';
import { pageWhere, saveChecked, summaryWhere } from './pages';

type Mark = NonNullable<JSONContent['marks']>[number];

/** A block of text the mark may go in: a paragraph or heading (in list items, quotes and table cells too), a callout's or pull quote's title. */
interface Holder {
  /** The top-level block it is in, by index in the document. */
  block: number;
  node: JSONContent;
  text: string;
}

/** A run of the quote in one holder. */
interface Piece {
  holder: Holder;
  from: number;
  to: number;
}

interface Place {
  pieces: Piece[];
  /** How much of the context the browser sent matches around it. */
  score: number;
}

/** Text nodes only: a line break or an unknown inline shows no text in the reading view's range either. */
const textOf = (holder: JSONContent) => (holder.content ?? []).map((node) => (node.type === 'text' ? (node.text ?? '') : '')).join('');

/** Every node holding text (inline content: the editor's schema lets the comment mark into each), in document order. */
function holdersIn(node: JSONContent, block: number, found: Holder[]): Holder[] {
  if (node.content?.some((child) => child.type === 'text')) found.push({ block, node, text: textOf(node) });
  else for (const child of node.content ?? []) holdersIn(child, block, found);
  return found;
}

function sharedEnd(a: string, b: string) {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

function sharedStart(a: string, b: string) {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The quote's runs starting in holder `at`: one run within it, or (the quote's lines, a selection across blocks) the
 * end of this holder, the whole of the next ones and the start of the last, in consecutive holders.
 */
function runsFrom(holders: Holder[], at: number, lines: string[]): Array<Piece[]> {
  const first = holders[at];
  if (lines.length === 1) {
    const found: Array<Piece[]> = [];
    for (let offset = first.text.indexOf(lines[0]); offset !== -1; offset = first.text.indexOf(lines[0], offset + 1)) {
      found.push([{ holder: first, from: offset, to: offset + lines[0].length }]);
    }
    return found;
  }
  if (at + lines.length > holders.length || !first.text.endsWith(lines[0])) return [];
  const pieces: Piece[] = [{ holder: first, from: first.text.length - lines[0].length, to: first.text.length }];
  for (let line = 1; line < lines.length; line++) {
    const holder = holders[at + line];
    const last = line === lines.length - 1;
    if (last ? !holder.text.startsWith(lines[line]) : holder.text !== lines[line]) return [];
    pieces.push({ holder, from: 0, to: lines[line].length });
  }
  return [pieces];
}

/**
 * Where the quote is: of its occurrences in the page's text, the one whose surroundings match the context best (the
 * first on a tie). A quote of several lines is a selection across blocks, each line a block's text (Google Docs'
 * comments run across paragraphs too).
 */
function placeOf(blocks: JSONContent[], anchor: CommentAnchor): Place | null {
  const holders = blocks.flatMap((block, index) => holdersIn(block, index, []));
  const lines = anchor.quote.split('\n');
  let best: Place | null = null;
  for (let at = 0; at < holders.length; at++) {
    for (const pieces of runsFrom(holders, at, lines)) {
      const head = pieces[0];
      const tail = pieces[pieces.length - 1];
      const score =
        sharedEnd(head.holder.text.slice(0, head.from), anchor.prefix) + sharedStart(tail.holder.text.slice(tail.to), anchor.suffix);
      if (!best || score > best.score) best = { pieces, score };
    }
  }
  return best;
}

function withThread(marks: Mark[] | undefined, threadId: string): Mark[] {
  const around = marks?.find((mark) => mark.type === 'comment');
  const ids = Array.isArray(around?.attrs?.ids) ? (around.attrs.ids as string[]) : [];
  const comment: Mark = {
    type: 'comment',
    attrs: { lexical: null, ...around?.attrs, ids: [...ids.filter((id) => id !== threadId), threadId] },
  };
  return [...(marks ?? []).filter((mark) => mark !== around), comment];
}

/** Splits the holder's texts at the quote's ends and marks the texts between with the thread. */
function markText(holder: JSONContent, from: number, to: number, threadId: string) {
  const content: JSONContent[] = [];
  let at = 0;
  for (const node of holder.content ?? []) {
    const text = node.type === 'text' ? (node.text ?? '') : '';
    const start = at;
    at += text.length;
    if (!text || at <= from || start >= to) {
      content.push(node);
      continue;
    }
    const cuts = [start, Math.max(from, start), Math.min(to, at), at];
    for (let i = 0; i < 3; i++) {
      const piece = text.slice(cuts[i] - start, cuts[i + 1] - start);
      if (!piece) continue;
      const marks = i === 1 ? withThread(node.marks, threadId) : node.marks;
      content.push({ ...node, text: piece, ...(marks?.length ? { marks } : {}) });
    }
  }
  holder.content = content;
}

/** The document with the anchor's text marked for the thread, or null when the text is not in it any more. */
export function anchoredDocument(document: SavedDocument, anchor: CommentAnchor, threadId: string): SavedDocument | null {
  const blocks = blocksToEditor(document.root.children);
  const place = placeOf(blocks, anchor);
  if (!place) return null;
  for (const piece of place.pieces) markText(piece.holder.node, piece.from, piece.to, threadId);
  const children = [...document.root.children];
  // Each top-level block marked is written back through the codec (from the last, so the indexes hold).
  const changed = [...new Set(place.pieces.map((piece) => piece.holder.block))].sort((a, b) => b - a);
  for (const block of changed) children.splice(block, 1, ...blocksFromEditor([blocks[block]]));
  return { ...document, root: { ...document.root, children } };
}

export const TEXT_GONE = 'The text you selected is no longer on the page. Select it again.';

/**
 * Marks the anchor's text in the page (its draft, for a published site page) as `user` and saves it. An open live
 * session saves its unsaved changes first, so the text is looked for where its editors have it; a save by someone
 * else meanwhile is merged (savePage), and one that changed the same block makes it look again.
 */
export async function placeAnchor(deps: AppDeps, user: User, pageId: number, anchor: CommentAnchor, threadId: string) {
  const { db } = deps.database;
  await deps.live?.saveOpen(pageId);
  for (let attempt = 0; ; attempt++) {
    const [page, full] = await Promise.all([summaryWhere(db, eq(pages.id, pageId)), pageWhere(db, eq(pages.id, pageId))]);
    if (!page || !full) throw conflict(TEXT_GONE);
    const { page: working } = await workingCopyOf(db, full);
    const document = anchoredDocument(working.body, anchor, threadId);
    if (!document) throw conflict(TEXT_GONE);
    try {
      return await saveChecked(deps, user, page, { page: { version: working.version, lexical_body: document } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409 || attempt >= 2) throw error;
    }
  }
}
