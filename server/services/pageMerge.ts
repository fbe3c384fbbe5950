import { mergeBlocks, mergeField, twoWayBlocks, type MergedBlock, type MergedField, type SaveMerge } from '../../contract/blockMerge';
import type { SavedDocument, SavedNode } from '../../contract/document';
import type { AppDeps } from '../deps';
import type { User } from '../db/schema';
import { conflict } from '../errors';
import { versionBaseAt } from './mergeBases';
import { printDocument, type PrintedDocument } from './revisionDocuments';
import { documentForEditor } from './subpageBlocks';

/** What a save sends: any of the title, stand first and document, and the document printed once. */
export interface SentCopy {
  title?: string;
  precis?: string;
  document?: SavedDocument;
  printed?: PrintedDocument;
}

export interface MergedCopy {
  title: string;
  precis: string;
  document: SavedDocument;
  printed: PrintedDocument;
}

const twoWayField = <T>(mine: T, theirs: T): MergedField<T> => (mine === theirs ? { value: theirs } : { conflict: { mine, theirs } });

/**
 * A save made on an older version, merged into the page as it is now (issue 28): three ways against what the page held
 * at the version the save started from (mergeBases.ts), block by block and field by field, or two ways when that is no
 * longer known. Answers the merged copy, or refuses with 409 and the merge, conflicts in place, for the caller to
 * choose and save again on `current_version`. The merge in the answer is as the caller may see it: a subpage block of
 * a page they may not read says nothing of it, as in the editor.
 */
export async function mergeIntoCurrent(
  deps: AppDeps,
  user: User,
  current: { id: number; version: number; title: string; precis: string; body: SavedDocument },
  startedFrom: number,
  sent: SentCopy,
): Promise<MergedCopy> {
  const base = await versionBaseAt(deps.database.db, current.id, startedFrom);
  const theirs = printDocument(current.body);
  const mineDocument = sent.document ?? null;
  const mine = mineDocument ? (sent.printed ?? printDocument(mineDocument)) : theirs;
  const blocks = !mineDocument
    ? { places: theirs.prints.map((_, index) => ({ take: 'theirs' as const, index })), conflicts: 0 }
    : base
      ? mergeBlocks(base.prints, mine.prints, theirs.prints)
      : twoWayBlocks(mine.prints, theirs.prints);
  const field = (name: 'title' | 'precis'): MergedField<string> =>
    sent[name] === undefined
      ? { value: current[name] }
      : base
        ? mergeField(base[name], sent[name], current[name])
        : twoWayField(sent[name], current[name]);
  const [title, precis] = [field('title'), field('precis')];
  const mineBlocks = mineDocument?.root.children ?? [];
  const theirBlocks = current.body.root.children ?? [];
  if (blocks.conflicts || 'conflict' in title || 'conflict' in precis) {
    const merged: MergedBlock[] = blocks.places.map((place) =>
      'take' in place
        ? { block: (place.take === 'mine' ? mineBlocks : theirBlocks)[place.index] }
        : {
            conflict: {
              mine: place.conflict.mine === null ? null : mineBlocks[place.conflict.mine],
              theirs: place.conflict.theirs === null ? null : theirBlocks[place.conflict.theirs],
            },
          },
    );
    const merge: SaveMerge = { title, precis, blocks: await asTheCallerMaySee(deps, user, merged), conflicts: blocks.conflicts };
    throw conflict('This page was changed by someone else since you opened it.', { current_version: current.version, merge });
  }
  const children = blocks.places.map(
    (place) => ('take' in place && place.take === 'mine' ? mineBlocks : theirBlocks)[(place as { index: number }).index],
  );
  const root = mineDocument ?? current.body;
  const document = { ...root, root: { ...root.root, children } } as SavedDocument;
  return {
    title: (title as { value: string }).value,
    precis: (precis as { value: string }).value,
    document,
    printed: printDocument(document),
  };
}

/** The merge's blocks through the editor's view of a document: hidden subpages keep their place and say nothing. */
async function asTheCallerMaySee(deps: AppDeps, user: User, merged: MergedBlock[]): Promise<MergedBlock[]> {
  const all: SavedNode[] = [];
  const slot = (node: SavedNode | null) => (node ? all.push(node) - 1 : -1);
  const places = merged.map((each) =>
    'block' in each
      ? { at: slot(each.block), mine: -1, theirs: -1 }
      : { at: -1, mine: slot(each.conflict.mine), theirs: slot(each.conflict.theirs) },
  );
  const seen =
    (await documentForEditor(deps, user, { root: { type: 'root', version: 1, children: all } } as SavedDocument)).root.children ?? [];
  const at = (index: number) => (index < 0 ? null : seen[index]);
  return places.map((place) =>
    place.at >= 0 ? { block: seen[place.at] } : { conflict: { mine: at(place.mine), theirs: at(place.theirs) } },
  );
}
