import { useCallback, useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import type { Collection, Locale, SavedDocument } from '../../contract';
import { ApiError, errorMessageOf } from '../api/client';
import * as pagesApi from '../api/pages';
import { useSaveAll } from '../store/saveAll';
import { deleteSubpages } from '../api/subpages';
import { subpageIdsIn } from '../blocks/subpage/subpage.schema';
import { serialise } from './DocumentEditor';
import { editorMessages } from '../i18n/editor';
import { useMessages } from '../i18n/useMessages';
import { clearDraft, writeDraft } from './drafts';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

export interface EditedPage {
  pageKey: string;
  pageId: number | null;
  version: number;
  title: string;
  precis: string;
  document: SavedDocument;
  collection: Collection;
  locale: Locale;
  /** Whether readers see it, and what the server is to publish or unpublish when (ISO instants). */
  published: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  /** The page settings: its address (slug), SEO description, social image and counterpart's address. */
  settings: { slug: string; seoDescription: string; socialImage: string | null; counterpartRoute: string | null };
}

export interface Fields {
  title: string;
  precis: string;
}

const DRAFT_DELAY_MS = 300;

/**
 * The save cycle of one page: unsaved work goes to a local draft as it is typed, saves carry the version they were
 * made on, a stale version becomes a conflict to resolve, and edits made during a save stay unsaved.
 */
export function useDocumentSaving(page: EditedPage, onCreated: (publicRoute: string) => void) {
  const t = useMessages(editorMessages);
  const editor = useRef<Editor | null>(null);
  const fields = useRef<Fields>({ title: page.title, precis: page.precis });
  const version = useRef(page.version);
  const pageId = useRef(page.pageId);
  const [firstSaved] = useState(() => ({ title: page.title, precis: page.precis, richText: JSON.stringify(page.document) }));
  const saved = useRef(firstSaved);
  const [status, setStatusState] = useState<SaveStatus>('saved');
  const currentStatus = useRef<SaveStatus>('saved');
  // Keystrokes must not re-render the page: each React commit reads the editor's DOM selection, slow in long documents.
  const setStatus = useCallback((next: SaveStatus) => {
    if (currentStatus.current === next) return;
    currentStatus.current = next;
    setStatusState(next);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<number | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const savedSubpageIds = useRef<number[] | null>(null);
  savedSubpageIds.current ??= subpageIdsIn(page.document);

  const snapshot = useCallback(() => {
    if (!editor.current) return null;
    return { ...fields.current, ...serialise(editor.current) };
  }, []);

  const isSaved = (current: { title: string; precis: string; richText: string }) =>
    current.richText === saved.current.richText && current.title === saved.current.title && current.precis === saved.current.precis;

  const keepDraft = useCallback(() => {
    const current = snapshot();
    if (!current) return;
    if (isSaved(current)) {
      clearDraft(page.pageKey);
      return;
    }
    writeDraft({
      pageKey: page.pageKey,
      baseVersion: version.current,
      title: current.title,
      precis: current.precis,
      document: current.document,
      savedAt: new Date().toISOString(),
    });
  }, [page.pageKey, snapshot]);

  const markEdited = useCallback(() => {
    if (currentStatus.current !== 'saving') setStatus('unsaved');
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(keepDraft, DRAFT_DELAY_MS);
  }, [keepDraft, setStatus]);

  const setField = useCallback(
    (name: keyof Fields, value: string) => {
      fields.current = { ...fields.current, [name]: value };
      markEdited();
    },
    [markEdited],
  );

  const save = useCallback(
    async (overwriteVersion?: number): Promise<boolean> => {
      const current = snapshot();
      if (!current) return false;
      if (!current.title.trim()) {
        setStatus('failed');
        setError(t('save.titleMissing'));
        return false;
      }
      const savingPageId = pageId.current;
      setStatus('saving');
      setError(null);
      try {
        if (savingPageId === null) {
          const created = await pagesApi.createPage({ title: current.title, precis: current.precis, collection: page.collection, locale: page.locale, document: current.document });
          clearDraft(page.pageKey);
          saved.current = { title: current.title, precis: current.precis, richText: current.richText };
          setStatus('saved');
          onCreated(created.attributes.public_route);
          return true;
        }
        const result = await pagesApi.savePage(String(savingPageId), {
          version: overwriteVersion ?? version.current,
          title: current.title,
          precis: current.precis,
          lexical_body: current.document,
        });
        version.current = result.attributes.version;
        saved.current = { title: current.title, precis: current.precis, richText: current.richText };
        const kept = subpageIdsIn(current.document);
        const removed = savedSubpageIds.current!.filter((id) => !kept.includes(id));
        await deleteSubpages(savingPageId, removed);
        savedSubpageIds.current = kept;
        setConflict(null);
        const now = snapshot();
        if (now && isSaved(now)) {
          clearDraft(page.pageKey);
          setStatus('saved');
        } else {
          keepDraft();
          setStatus('unsaved');
        }
        return true;
      } catch (failure) {
        keepDraft();
        setStatus('failed');
        if (failure instanceof ApiError && failure.status === 409) {
          const body = failure.body as { current_version?: number } | undefined;
          setConflict(body?.current_version ?? version.current);
          setError(t('change.elsewhere'));
        } else {
          setError(t('save.failed', { message: errorMessageOf(failure) }));
        }
        return false;
      }
    },
    [keepDraft, onCreated, page.collection, page.locale, page.pageKey, setStatus, snapshot, t],
  );

  const register = useSaveAll((state) => state.register);
  useEffect(() => register(() => save()), [register, save]);
  useEffect(
    () => () => {
      if (draftTimer.current) clearTimeout(draftTimer.current);
    },
    [],
  );

  const adoptServerVersion = useCallback((next: { version: number; title: string; precis: string; document: SavedDocument }) => {
    version.current = next.version;
    fields.current = { title: next.title, precis: next.precis };
    saved.current = { title: next.title, precis: next.precis, richText: JSON.stringify(next.document) };
    savedSubpageIds.current = subpageIdsIn(next.document);
    clearDraft(page.pageKey);
    setConflict(null);
    setError(null);
    setStatus('saved');
  }, [page.pageKey, setStatus]);

  /** The version the next call must carry, and the one a lifecycle change (publish, schedule) answered with. */
  const currentVersion = useCallback(() => version.current, []);
  const adoptVersion = useCallback((next: number) => {
    version.current = next;
  }, []);

  return { editor, fields, status, error, conflict, save, setField, markEdited, keepDraft, adoptServerVersion, pageId, currentVersion, adoptVersion, snapshot };
}
