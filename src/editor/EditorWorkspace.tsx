import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Editor } from '@tiptap/react';
import { subpageIdsIn } from '../../contract/subpages';
import { editorRouteOf, systemOfPath } from '../routes/paths';
import { loadEditablePage, useEditingPage } from '../store/editingPage';
import { useSubpageStates } from '../store/subpageStates';
import { editorMessages } from '../i18n/editor';
import { useLocale } from '../routes/useLocale';
import { navigationNotice } from '../ui/navigationNoticeState';
import { DocumentEditor } from './DocumentEditor';
import { rememberLoadedBlocks, savedToEditor } from './document/codec';
import { readDraft } from './drafts';
import { showToast } from '../store/toasts';
import { timeAgo } from './timeAgo';
import { LinkAccessDeniedContext } from './editorContext';
import { useDocumentSaving, type EditedPage, type Fields } from './useDocumentSaving';
import './editor.css';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { useWorkKeptWhenSessionEnds } from './useWorkKeptWhenSessionEnds';
import { useMessages } from '../i18n/useMessages';

// The bar's page tools (publish, settings, preview links, history) load after the editor: nobody publishes before it opened.
const EditorBarTools = lazy(async () => ({ default: (await import('./EditorBarTools')).EditorBarTools }));
// The blocks both I and someone else changed, when a save was refused for them: with the history's comparison, on demand.
const MergeConflictDialog = lazy(() => import('./history/MergeConflictDialog'));

const STATUS_TEXT = { saved: 'status.saved', unsaved: 'status.unsaved', saving: 'status.saving', failed: 'status.failed' } as const;

function blockEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

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
  const setEditingPage = useEditingPage((state) => state.setPage);
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
  const dirty = saving.status !== 'saved';
  const leaveDialog = useUnsavedChangesGuard(dirty, bypassGuard);
  useWorkKeptWhenSessionEnds(saving.keepDraft, bypassGuard);

  const onEditor = useCallback(
    (editor: Editor | null) => {
      saving.editor.current = editor;
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
    const current = saving.editor.current;
    current?.commands.setContent(savedToEditor(fresh.lexical_body), { emitUpdate: false });
    if (current) rememberLoadedBlocks(current.state.doc, fresh.lexical_body);
    setTitle(fresh.title);
    setPrecis(fresh.precis);
    saving.adoptServerVersion({ version: fresh.version, title: fresh.title, precis: fresh.precis, document: fresh.lexical_body });
  };

  const current = useCallback(() => {
    const now = saving.snapshot();
    return now && { title: now.title, precis: now.precis, document: now.document };
  }, [saving]);
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

  const saveFirst = () => (saving.status === 'saved' ? Promise.resolve(true) : saving.save());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void saving.save();
    }
  };

  return (
    <LinkAccessDeniedContext.Provider value={onAccessDenied}>
      <div className="editor-workspace" onKeyDown={onKeyDown}>
        <div className="editor-workspace__bar" role="region" aria-label={t('bar.region')}>
          <span className={`save-status save-status--${saving.status}`} role="status" aria-live="polite">
            {t(STATUS_TEXT[saving.status])}
          </span>
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
              />
            </Suspense>
          )}
          {publicPath && <Link to={publicPath}>{t('bar.viewPage')}</Link>}
          <button
            type="button"
            className="button--primary"
            onClick={() => void saving.save()}
            disabled={!editable || saving.status === 'saving'}
          >
            {t('bar.save')}
          </button>
        </div>
        {saving.error && !saving.conflict && (
          <p className="form-error" role="alert">
            {saving.error}
          </p>
        )}
        {draft && (
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
          {/* Wraps on a phone like the page's heading; Enter is blocked and pasted line breaks become spaces. */}
          <textarea
            name="title"
            rows={1}
            ref={titleField}
            value={title}
            placeholder={t('fields.title')}
            readOnly={!editable}
            onKeyDown={blockEnter}
            onChange={(event) => {
              const value = event.target.value.replace(/[\r\n]+/g, ' ');
              setTitle(value);
              saving.setField('title', value);
            }}
          />
        </label>
        <label className="editor-field editor-field--stand-first">
          <span className="visually-hidden">{t('fields.standFirst')}</span>
          {/* Several lines to read, one paragraph to write: Enter is blocked and pasted line breaks become spaces. */}
          <textarea
            name="stand_first"
            rows={1}
            value={precis}
            placeholder={t('fields.standFirst')}
            readOnly={!editable}
            onKeyDown={blockEnter}
            onChange={(event) => {
              const value = event.target.value.replace(/[\r\n]+/g, ' ');
              setPrecis(value);
              saving.setField('precis', value);
            }}
          />
        </label>
        <DocumentEditor
          initial={page.document}
          editable={editable}
          label={t('fields.body')}
          autofocus={page.pageId !== null}
          onEdit={saving.markEdited}
          onEditor={onEditor}
        />
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
