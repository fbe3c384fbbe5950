import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Editor } from '@tiptap/react';
import { subpageIdsIn } from '../../contract/subpages';
import { editorRouteOf, systemOfPath } from '../routes/paths';
import { loadEditablePage, useEditingPage } from '../store/editingPage';
import { useSubpageStates } from '../store/subpageStates';
import { editorMessages } from '../i18n/editor';
import { useLocale } from '../routes/useLocale';
import { navigationNotice } from '../ui/navigationNoticeState';
import { ParagraphField } from './ParagraphField';
import { DocumentEditor } from './DocumentEditor';
import { rememberLoadedBlocks, rememberUnchangedBlocks, savedToEditor } from './document/codec';
import { readDraft } from './drafts';
import { showToast } from '../store/toasts';
import { noteUnpublishedChanges } from '../store/unpublishedChanges';
import { timeAgo } from './timeAgo';
import { LinkAccessDeniedContext } from './editorContext';
import { useDocumentSaving, type EditedPage, type Fields } from './useDocumentSaving';
import './editor.css';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { useWorkKeptWhenSessionEnds } from './useWorkKeptWhenSessionEnds';
import { useMessages } from '../i18n/useMessages';
import { LiveBar } from './collab/LiveBar';
import { useLiveFields } from './collab/useLiveFields';
import { useLiveSession } from './collab/useLiveSession';

// The bar's page tools (publish, settings, preview links, history) load after the editor: nobody publishes before it opened.
const EditorBarTools = lazy(async () => ({ default: (await import('./EditorBarTools')).EditorBarTools }));
// The blocks both I and someone else changed, when a save was refused for them: with the history's comparison, on demand.
const MergeConflictDialog = lazy(() => import('./history/MergeConflictDialog'));

const STATUS_TEXT = { saved: 'status.saved', unsaved: 'status.unsaved', saving: 'status.saving', failed: 'status.failed' } as const;
const ENDED_TEXT = { access: 'live.endedAccess', session: 'live.endedSession', gone: 'live.endedGone' } as const;

/** One page open in the editor: title, stand-first and body, with saving, drafts, conflicts and the leave guard. */
export function EditorWorkspace({
  page,
  publicPath,
  slug,
  editable,
}: {
  page: EditedPage;
  publicPath: string | null;
  slug: string | null;
  editable: boolean;
}) {
  const locale = useLocale();
  const t = useMessages(editorMessages);
  const navigate = useNavigate();
  const bypassGuard = useRef(false);
  const titleField = useRef<HTMLTextAreaElement>(null);
  // A new page starts with its title; an existing one with its first text (DocumentEditor). An effect, not autoFocus,
  // which React skips when it hydrates the server's HTML.
  const isNew = page.pageId === null;
  useEffect(() => {
    if (isNew && editable) titleField.current?.focus();
  }, [isNew, editable]);
  const onCreated = useCallback(
    (publicRoute: string) => {
      bypassGuard.current = true;
      navigate(editorRouteOf(publicRoute), { replace: true, state: { skipInitialLoading: true } });
    },
    [navigate],
  );
  const [title, setTitle] = useState(page.title);
  const [precis, setPrecis] = useState(page.precis);
  // Fields someone else changed, taken in by a merge.
  const onFields = useCallback((fields: Fields) => {
    setTitle(fields.title);
    setPrecis(fields.precis);
  }, []);
  const saving = useDocumentSaving(page, onCreated, onFields);
  // The live session when the server offers one (issue 34): the shared document is the draft, the server saves it.
  const live = useLiveSession(page.pageId, editable, saving.adoptVersion);
  const session = live.live.phase === 'on' ? live.live.session : null;
  // Until the session's state is in, the page shows the saved one and takes keys; then the fields and body bind to it,
  // and what was typed meanwhile goes into the session (LiveCollaboration, useLiveFields).
  const liveFields = useLiveFields(live.bound ? session : null, saving.fields, onFields, page);
  const liveReady = live.live.phase === 'on' ? live.live.ready : null;
  const liveExtensions = useMemo(() => (session && liveReady ? session.extensions(liveReady) : null), [session, liveReady]);
  // While the server is asked whether there is a session the page is read-only (the editor it gets depends on the
  // answer). Once there is one, the page takes keys while the session connects: the bar says "Connecting..." until
  // the editor is bound, and a save waits for it.
  const connecting = !live.ended && (live.live.phase === 'deciding' || (session !== null && !live.bound));
  const canEdit = editable && !live.ended && live.live.phase !== 'deciding';
  // The title and stand first take keys from the first moment (a person clicks the title and types while the page
  // asks): what is typed is kept in the fields and goes into the session once bound, or is saved as before without one.
  const canEditFields = editable && !live.ended;
  const [typedEarly, setTypedEarly] = useState(false);
  // Without a session after all, what was typed while the page asked is an edit as any other (unsaved, kept).
  const { markEdited } = saving;
  const withoutSession = live.live.phase === 'off';
  useEffect(() => {
    if (withoutSession && typedEarly) markEdited();
  }, [markEdited, typedEarly, withoutSession]);
  const whenBound = useBound(live.bound || live.ended !== null);
  const status = session ? live.status : saving.status;
  // A save asked for before the body's editor is there (Ctrl+S as the page opens, while it asks the server) waits for
  // it, then saves the way the answer says, rather than doing nothing.
  const [hasEditor, setHasEditor] = useState(false);
  const open = hasEditor && live.live.phase !== 'deciding';
  const whenOpen = useBound(open);
  const saveWhenOpen = useRef<() => Promise<boolean>>(() => Promise.resolve(false));
  const save = useCallback(async (): Promise<boolean> => {
    if (!open) {
      if (!(await whenOpen())) return false;
      // The save of the render that opened it (never this one again: that would ask forever).
      const opened = saveWhenOpen.current;
      return opened !== save && opened();
    }
    if (!session) return saving.save();
    // Not bound in time: the session has not what was typed meanwhile, so it is not saved as if it had.
    if (!(await whenBound())) return false;
    return (await live.save()) !== null;
  }, [live, open, saving, session, whenBound, whenOpen]);
  useLayoutEffect(() => {
    saveWhenOpen.current = save;
  }, [save]);
  // Once bound, the session saves the page: the editor's copy of the saved text is no longer compared with.
  const { followSession } = saving;
  useEffect(() => {
    if (live.bound) followSession();
  }, [followSession, live.bound]);
  // "Save everything" (before a new subpage opens, spec 4.4) saves the live session, not a PUT of the editor's copy.
  const { saveInstead } = saving;
  useEffect(() => {
    saveInstead.current = session ? save : null;
  }, [save, saveInstead, session]);
  const setEditingPage = useEditingPage((state) => state.setPage);
  // The page as loaded: whether it has changes not yet published, for the bar (a render of a new load says it again).
  useEffect(() => {
    if (page.pageId !== null) noteUnpublishedChanges(page.pageId, page.hasUnpublishedChanges);
  }, [page.pageId, page.hasUnpublishedChanges]);
  const refreshSubpages = useSubpageStates((state) => state.refresh);

  useEffect(() => {
    // Blocks navigate only after every save has succeeded, so the leave guard has nothing to protect.
    setEditingPage({ pageId: page.pageId, collection: page.collection, locale: page.locale, publicPath }, (path) => {
      bypassGuard.current = true;
      navigate(path);
    });
    return () => setEditingPage(null);
  }, [navigate, page.collection, page.locale, page.pageId, publicPath, setEditingPage]);

  useEffect(() => {
    if (publicPath) void refreshSubpages(systemOfPath(publicPath), subpageIdsIn(page.document));
  }, [page.document, publicPath, refreshSubpages]);
  const [draft, setDraft] = useState(() => {
    const stored = readDraft(page.pageKey);
    const differs =
      stored &&
      (JSON.stringify(stored.document) !== JSON.stringify(page.document) || stored.title !== page.title || stored.precis !== page.precis);
    return differs ? stored : null;
  });
  // In a live session nothing is lost by leaving: the server keeps the session, the device what did not reach it. What
  // was typed while it connected is only in this tab until the editor is bound.
  const dirty = session ? typedEarly && !live.bound : saving.status !== 'saved';
  const leaveDialog = useUnsavedChangesGuard(dirty, bypassGuard);
  useWorkKeptWhenSessionEnds(saving.keepDraft, bypassGuard);

  const onEditor = useCallback(
    (editor: Editor | null) => {
      saving.editor.current = editor;
      setHasEditor(editor !== null);
    },
    [saving.editor],
  );

  const restoreDraft = () => {
    if (!draft || !saving.editor.current) return;
    saving.editor.current.commands.setContent(savedToEditor(draft.document), { emitUpdate: true });
    rememberLoadedBlocks(saving.editor.current.state.doc, draft.document);
    setTitle(draft.title);
    setPrecis(draft.precis);
    saving.setField('title', draft.title);
    saving.setField('precis', draft.precis);
    setDraft(null);
  };

  const discardDraft = () => {
    setDraft(null);
    saving.keepDraft();
  };

  const reloadSaved = async () => {
    if (!slug) return;
    const fresh = await loadEditablePage(slug);
    noteUnpublishedChanges(fresh.page_id, fresh.has_unpublished_changes);
    // In a live session the server takes the restored page into the session as a change: it arrives from there.
    if (session) return saving.adoptVersion(fresh.version);
    const current = saving.editor.current;
    current?.commands.setContent(savedToEditor(fresh.lexical_body), { emitUpdate: false });
    if (current) rememberLoadedBlocks(current.state.doc, fresh.lexical_body);
    setTitle(fresh.title);
    setPrecis(fresh.precis);
    saving.adoptServerVersion({ version: fresh.version, title: fresh.title, precis: fresh.precis, document: fresh.lexical_body });
  };

  const current = useCallback(() => {
    // A live editor's blocks come from the session: those still as loaded compare as saved, not as the codec makes them.
    const editor = saving.editor.current;
    if (session && editor) rememberUnchangedBlocks(editor.state.doc, page.document);
    const now = saving.snapshot();
    return now && { title: now.title, precis: now.precis, document: now.document };
  }, [page.document, saving, session]);
  const onRestored = async (message: string) => {
    await reloadSaved();
    showToast(message);
  };

  const onAccessDenied = useMemo(
    () => () => {
      saving.keepDraft();
      bypassGuard.current = true;
      navigate('/', { state: navigationNotice('linkAccessDenied', locale) });
    },
    [locale, navigate, saving],
  );

  const saveFirst = () => (status === 'saved' && !connecting ? Promise.resolve(true) : save());

  // Typed while the session connects: kept in the fields (useLiveFields writes them into the session once bound).
  const typedWhileConnecting = useCallback(() => setTypedEarly(true), []);
  const writeField = (name: keyof Fields, value: string, before: string) => {
    if (liveFields) liveFields.write(name, value, before);
    else if (session || live.live.phase === 'deciding') {
      saving.fields.current = { ...saving.fields.current, [name]: value };
      typedWhileConnecting();
    } else saving.setField(name, value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };

  return (
    <LinkAccessDeniedContext.Provider value={onAccessDenied}>
      <div className="editor-workspace" onKeyDown={onKeyDown} data-connecting={connecting || undefined}>
        <div className="editor-workspace__bar" role="region" aria-label={t('bar.region')}>
          <span className={`save-status save-status--${status}`} role="status" aria-live="polite">
            {/* A live page says so until its session is in: what is typed meanwhile goes into it then. */}
            {connecting ? t('live.connecting') : t(STATUS_TEXT[status])}
          </span>
          {session && !live.ended && <LiveBar others={live.others} line={live.line} />}
          {page.pageId !== null && editable && (
            <Suspense fallback={null}>
              <EditorBarTools
                pageId={page.pageId}
                locale={page.locale}
                collection={page.collection}
                publishState={{ published: page.published, publishAt: page.publishAt, unpublishAt: page.unpublishAt }}
                publishable={page.publishable}
                settings={page.settings}
                saveFirst={saveFirst}
                version={saving.currentVersion}
                adoptVersion={saving.adoptVersion}
                onMoved={(route) => navigate(editorRouteOf(route), { replace: true, state: { skipInitialLoading: true } })}
                current={current}
                onRestored={onRestored}
                editor={() => saving.editor.current}
                onRemoteVersion={saving.takeRemoteVersion}
                live={live.live.phase !== 'off'}
              />
            </Suspense>
          )}
          {publicPath && <Link to={publicPath}>{t('bar.viewPage')}</Link>}
          <button type="button" className="button--primary" onClick={() => void save()} disabled={!canEdit || status === 'saving'}>
            {t('bar.save')}
          </button>
        </div>
        {!session && saving.error && !saving.conflict && (
          <p className="form-error" role="alert">
            {saving.error}
          </p>
        )}
        {session && live.saveError !== null && !live.ended && (
          <p className="form-error" role="alert">
            {t('live.saveFailed', { message: live.saveError })}
          </p>
        )}
        {live.ended && (
          <p className="form-error" role="alert">
            {t(ENDED_TEXT[live.ended])}
          </p>
        )}
        {draft && live.live.phase === 'off' && (
          <div className="draft-banner" role="region" aria-label={t('draft.region')}>
            <p>{t('draft.found', { when: timeAgo(new Date(draft.savedAt), undefined, locale) })}</p>
            <button type="button" onClick={restoreDraft}>
              {t('draft.restore')}
            </button>
            <button type="button" onClick={discardDraft}>
              {t('draft.discard')}
            </button>
          </div>
        )}
        <label className="editor-field editor-field--title">
          <span className="visually-hidden">{t('fields.title')}</span>
          {/* Wraps on a phone like the page's heading. */}
          <ParagraphField
            name="title"
            fieldRef={titleField}
            value={title}
            placeholder={t('fields.title')}
            readOnly={!canEditFields}
            onValue={(value, before) => {
              setTitle(value);
              writeField('title', value, before);
            }}
          />
        </label>
        <label className="editor-field editor-field--stand-first">
          <span className="visually-hidden">{t('fields.standFirst')}</span>
          {/* Several lines to read, one paragraph to write. */}
          <ParagraphField
            name="stand_first"
            value={precis}
            placeholder={t('fields.standFirst')}
            readOnly={!canEditFields}
            onValue={(value, before) => {
              setPrecis(value);
              writeField('precis', value, before);
            }}
          />
        </label>
        {live.live.phase !== 'deciding' && (
          <DocumentEditor
            key={live.live.phase}
            initial={page.document}
            editable={canEdit}
            label={t('fields.body')}
            autofocus={page.pageId !== null}
            onEdit={session ? (live.bound ? undefined : typedWhileConnecting) : saving.markEdited}
            following={live.bound}
            onEditor={onEditor}
            live={liveExtensions}
          />
        )}
      </div>
      {leaveDialog}
      {saving.conflict && (
        <Suspense fallback={null}>
          <MergeConflictDialog
            merge={saving.conflict.merge}
            saving={saving.status === 'saving'}
            onSave={(choices) => void saving.resolve(choices)}
          />
        </Suspense>
      )}
    </LinkAccessDeniedContext.Provider>
  );
}

/** How long a save waits for the binding before it goes on (and fails, the line being down): it never hangs. */
const BINDING_WAIT_MS = 15_000;

/**
 * Whether `done` turns true (at once when it is) within BINDING_WAIT_MS: a save waits for the binding, and does not go
 * without it.
 */
function useBound(done: boolean): () => Promise<boolean> {
  const waiting = useRef<Array<(done: boolean) => void>>([]);
  const current = useRef(done);
  current.current = done;
  useEffect(() => {
    if (done) waiting.current.splice(0).forEach((resolve) => resolve(true));
  }, [done]);
  return useCallback(
    () =>
      current.current
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            waiting.current.push(resolve);
            setTimeout(() => resolve(current.current), BINDING_WAIT_MS);
          }),
    [],
  );
}
