import { useCallback, useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import type { Collection, Locale, SavedDocument } from '../../contract';
import { createPage, savePage } from '../store/editingPage';
import { noteUnpublishedChanges } from '../store/unpublishedChanges';
import { ConflictError } from '../store/refusals';
import { useSaveAll } from '../store/saveAll';
import { useLocale } from '../routes/useLocale';
import { errorTextOf, refusalOf } from '../ui/StatusMessage';
import { serialise } from './DocumentEditor';
import { editorMessages } from '../i18n/editor';
import { useMessages } from '../i18n/useMessages';
import { clearDraft, writeDraft } from './drafts';
import { blocksToEditor, editorBlocksOf, rememberBlock, savedToEditor } from './document/codec';
import type { MergeChoices, SaveMerge } from '../../contract/blockMerge';
import { showToast } from '../store/toasts';

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
  /** Whether the caller may publish, schedule and unpublish it (a contributor may not: contract/roles.ts). */
  publishable: boolean;
  /** A published page with saved changes readers do not see yet (issue 33). */
  hasUnpublishedChanges: boolean;
  /** The page settings: its address (slug), SEO description, social image and counterpart's address. */
  settings: { slug: string; seoDescription: string; socialImage: string | null; counterpartRoute: string | null };
}

export interface Fields {
  title: string;
  precis: string;
}

/** A save refused for blocks both sides changed: the server's merge, to choose on, and the version it was made on. */
export interface SaveConflict {
  version: number;
  merge: SaveMerge;
}

/** What the page held at the version the editor's copy started from: what saves and others' saves merge against. */
interface Base extends Fields {
  /** The document as saved text, to compare with; null once a live session saves the page (made again if asked). */
  richText: string | null;
  document: SavedDocument;
}

const textOf = (base: Base) => (base.richText ??= JSON.stringify(base.document));

const DRAFT_DELAY_MS = 300;

/** The merging of others' saves into the editor, loaded when first needed: most sessions never meet another's save. */
const merging = () => import('./mergedSaves');
const codec = { blocksToEditor, editorBlocksOf, rememberBlock, savedToEditor };

/**
 * The save cycle of one page: unsaved work goes to a local draft as it is typed, saves carry the version they were
 * made on, a stale version becomes a conflict to resolve, and edits made during a save stay unsaved.
 */
export function useDocumentSaving(page: EditedPage, onCreated: (publicRoute: string) => void, onFields: (fields: Fields) => void) {
  const locale = useLocale();
  const t = useMessages(editorMessages, locale);
  const editor = useRef<Editor | null>(null);
  const fields = useRef<Fields>({ title: page.title, precis: page.precis });
  const version = useRef(page.version);
  const pageId = useRef(page.pageId);
  const [firstSaved] = useState<Base>(() => ({
    title: page.title,
    precis: page.precis,
    richText: JSON.stringify(page.document),
    document: page.document,
  }));
  const saved = useRef<Base>(firstSaved);
  const [status, setStatusState] = useState<SaveStatus>('saved');
  const currentStatus = useRef<SaveStatus>('saved');
  // Keystrokes must not re-render the page: each React commit reads the editor's DOM selection, slow in long documents.
  const setStatus = useCallback((next: SaveStatus) => {
    if (currentStatus.current === next) return;
    currentStatus.current = next;
    setStatusState(next);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  // The newest version others' saves were taken in from, so a heartbeat fetches each once.
  const remoteSeen = useRef(page.version);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const snapshot = useCallback(() => {
    if (!editor.current) return null;
    return { ...fields.current, ...serialise(editor.current) };
  }, []);

  const isSaved = (current: { title: string; precis: string; richText: string }) =>
    current.richText === textOf(saved.current) && current.title === saved.current.title && current.precis === saved.current.precis;

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

  /** Fields others changed (and I did not since), into the page's fields and their boxes. */
  const takeFields = useCallback(
    (sent: Fields, theirs: Fields) => {
      const next = {
        title: fields.current.title === sent.title ? theirs.title : fields.current.title,
        precis: fields.current.precis === sent.precis ? theirs.precis : fields.current.precis,
      };
      if (next.title !== fields.current.title || next.precis !== fields.current.precis) {
        fields.current = next;
        onFields(next);
      }
    },
    [onFields],
  );

  /** Saved or unsaved, by what the editor holds now against what the server has. */
  const settle = useCallback(() => {
    const now = snapshot();
    if (now && isSaved(now)) {
      clearDraft(page.pageKey);
      setStatus('saved');
    } else {
      keepDraft();
      setStatus('unsaved');
    }
  }, [keepDraft, page.pageKey, setStatus, snapshot]);

  const save = useCallback(
    async (onVersion?: number): Promise<boolean> => {
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
          const created = await createPage({
            title: current.title,
            precis: current.precis,
            collection: page.collection,
            locale: page.locale,
            document: current.document,
          });
          clearDraft(page.pageKey);
          saved.current = { title: current.title, precis: current.precis, richText: current.richText, document: current.document };
          setStatus('saved');
          onCreated(created.attributes.public_route);
          return true;
        }
        const result = await savePage(String(savingPageId), {
          version: onVersion ?? version.current,
          title: current.title,
          precis: current.precis,
          lexical_body: current.document,
        });
        const answer = result.attributes;
        version.current = answer.version;
        noteUnpublishedChanges(savingPageId, answer.has_unpublished_changes);
        remoteSeen.current = Math.max(remoteSeen.current, answer.version);
        // Saved over someone else's newer save: the server merged the two, and the editor takes in their part.
        const document = answer.merged && answer.lexical_body ? answer.lexical_body : current.document;
        if (answer.merged && answer.lexical_body && editor.current) {
          (await merging()).takeMergedSave(codec, editor.current, current.document, answer.lexical_body);
          takeFields(current, answer);
          showToast(t('save.merged'));
        }
        const merged = answer.merged ? answer : current;
        saved.current = { title: merged.title, precis: merged.precis, richText: JSON.stringify(document), document };
        setConflict(null);
        settle();
        return true;
      } catch (failure) {
        keepDraft();
        setStatus('failed');
        if (failure instanceof ConflictError && failure.merge && failure.currentVersion !== null) {
          setConflict({ version: failure.currentVersion, merge: failure.merge });
        }
        // Any 409 of a save is a change made elsewhere (a newer version, the page moved to the trash...).
        const refusal = refusalOf(failure);
        setError(
          refusal === 'stale' || refusal === 'conflict'
            ? t('change.elsewhere')
            : t('save.failed', { message: errorTextOf(failure, locale) }),
        );
        return false;
      }
    },
    [keepDraft, locale, onCreated, page.collection, page.locale, page.pageKey, setStatus, settle, snapshot, t, takeFields],
  );

  /**
   * The choices made on a refused save's conflicts: the editor takes the page they give (everything else of the merge
   * included), and it is saved on the version the merge was made on.
   */
  const resolve = useCallback(
    async (choices: MergeChoices): Promise<boolean> => {
      const current = snapshot();
      if (!conflict || !current || !editor.current) return false;
      const resolved = (await merging()).takeResolvedMerge(codec, editor.current, current.document, conflict.merge, choices);
      takeFields(current, resolved);
      return save(conflict.version);
    },
    [conflict, save, snapshot, takeFields],
  );

  /**
   * The page's version now, as the heartbeat hears it: when someone else saved, the editor takes their changes in at
   * once, three ways against the version it started from, keeping everything typed here. When none of theirs touches
   * a block changed here too, the editor is then on their version; otherwise it stays on its own, and the save's merge
   * asks about those blocks.
   */
  const takeRemoteVersion = useCallback(
    async (remoteVersion: number) => {
      const id = pageId.current;
      if (id === null || remoteVersion <= Math.max(version.current, remoteSeen.current) || currentStatus.current === 'saving' || conflict)
        return;
      remoteSeen.current = remoteVersion;
      const base = saved.current;
      const taken = await (
        await merging()
      ).takeRemoteSave(codec, id, () =>
        editor.current && (currentStatus.current as SaveStatus) !== 'saving'
          ? { editor: editor.current, base, version: version.current, fields: fields.current }
          : null,
      );
      if (!taken) return;
      const { fresh } = taken;
      takeFields(base, fresh);
      if (taken.adopted) {
        version.current = fresh.version;
        saved.current = {
          title: fresh.title,
          precis: fresh.precis,
          richText: JSON.stringify(fresh.lexical_body),
          document: fresh.lexical_body,
        };
      }
      showToast(t('remote.merged'));
      settle();
    },
    [conflict, settle, takeFields, t],
  );

  // In a live session "save everything" (before a subpage block opens its page) asks the server to save the session.
  const saveInstead = useRef<(() => Promise<boolean>) | null>(null);
  const register = useSaveAll((state) => state.register);
  useEffect(() => register(() => (saveInstead.current ? saveInstead.current() : save())), [register, save]);
  useEffect(
    () => () => {
      if (draftTimer.current) clearTimeout(draftTimer.current);
    },
    [],
  );

  const adoptServerVersion = useCallback(
    (next: { version: number; title: string; precis: string; document: SavedDocument }) => {
      version.current = next.version;
      remoteSeen.current = Math.max(remoteSeen.current, next.version);
      fields.current = { title: next.title, precis: next.precis };
      saved.current = { title: next.title, precis: next.precis, richText: JSON.stringify(next.document), document: next.document };
      clearDraft(page.pageKey);
      setConflict(null);
      setError(null);
      setStatus('saved');
    },
    [page.pageKey, setStatus],
  );

  /**
   * The page's live session is bound and saves the page from now on: the saved text kept to compare the editor's
   * against (about 2 MB at 6,000 blocks, issue 34) goes; a draft kept when signing out makes it again.
   */
  const followSession = useCallback(() => {
    saved.current.richText = null;
  }, []);

  /** The version the next call must carry, and the one a lifecycle change (publish, schedule) answered with. */
  const currentVersion = useCallback(() => version.current, []);
  const adoptVersion = useCallback((next: number) => {
    version.current = next;
    remoteSeen.current = Math.max(remoteSeen.current, next);
  }, []);

  return {
    editor,
    fields,
    status,
    error,
    conflict,
    save,
    resolve,
    takeRemoteVersion,
    setField,
    markEdited,
    keepDraft,
    adoptServerVersion,
    pageId,
    currentVersion,
    adoptVersion,
    followSession,
    snapshot,
    saveInstead,
  };
}
