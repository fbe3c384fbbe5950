import { useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { WHATS_ON_SLUG, type Locale, type SectionPageAttributes } from '../../contract';
import { DocumentEditor, serialise } from '../editor/DocumentEditor';
import '../editor/editor.css';
import { eventEditorsMessages } from '../i18n/eventEditors';
import { formatDate } from '../reader/formatDate';
import { saveSectionPage } from '../store/sectionPages';
import { useCollectionPages } from '../store/readerContent';
import { TextField } from '../ui/FormField';
import { ErrorMessage, LoadingMessage, errorTextOf, refusalOf } from '../ui/StatusMessage';
import { useMessages } from '../i18n/useMessages';

interface WhatsOnEditorProps {
  page: SectionPageAttributes;
  locale: Locale;
  /** Called when the editor closes; `saved` asks the page to load the saved version. */
  onDone(saved: boolean): void;
}

/** The editors' form of the what's on page: title, intro document and featured events, saved with its version. */
export default function WhatsOnEditor({ page, locale, onDone }: WhatsOnEditorProps) {
  const t = useMessages(eventEditorsMessages, locale);
  const [title, setTitle] = useState(page.title);
  const [featured, setFeatured] = useState<number[]>(page.featured_event_ids);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const editor = useRef<Editor | null>(null);
  const events = useCollectionPages('events', locale, 100);
  const stale = refusalOf(error) === 'stale';

  const toggle = (id: number, on: boolean) => setFeatured((current) => (on ? [...current, id] : current.filter((entry) => entry !== id)));

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveSectionPage(WHATS_ON_SLUG, {
        version: page.version,
        title: title.trim(),
        featured_event_ids: featured,
        ...(editor.current ? { intro: serialise(editor.current).document } : {}),
      });
      onDone(true);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <form className="section-editor" aria-label={t('whatsOn.form')} onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('whatsOn.title')}
        value={title}
        onChange={setTitle}
        error={title.trim() ? undefined : t('whatsOn.titleRequired')}
      />
      <div className="section-editor__intro">
        <p className="section-editor__label" aria-hidden="true">
          {t('whatsOn.introduction')}
        </p>
        <DocumentEditor
          initial={page.intro}
          editable
          label={t('whatsOn.introduction')}
          onEditor={(current) => (editor.current = current)}
        />
      </div>
      <fieldset className="section-editor__featured">
        <legend>{t('whatsOn.featured')}</legend>
        {events.status === 'loading' && <LoadingMessage />}
        {events.status === 'error' && <ErrorMessage error={events.error} />}
        {events.status === 'ready' &&
          events.data.data.map((event) => (
            <label key={event.id} className="section-editor__event">
              <input
                type="checkbox"
                checked={featured.includes(event.attributes.page_id)}
                onChange={(change) => toggle(event.attributes.page_id, change.target.checked)}
              />
              <span>
                {event.attributes.title}
                {event.attributes.event && (
                  <span className="section-editor__date"> · {formatDate(event.attributes.event.date, locale)}</span>
                )}
              </span>
            </label>
          ))}
      </fieldset>
      {error !== null && (
        <p className="form__error" role="alert">
          {errorTextOf(error, locale, { stale: t('whatsOn.stale') })}
        </p>
      )}
      <div className="section-editor__actions">
        {stale ? (
          <button type="button" className="button" onClick={() => onDone(true)}>
            {t('whatsOn.reload')}
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={busy || !title.trim()} onClick={() => void save()}>
            {busy ? t('whatsOn.saving') : t('whatsOn.save')}
          </button>
        )}
        <button type="button" className="button" onClick={() => onDone(false)} disabled={busy}>
          {t('whatsOn.cancel')}
        </button>
      </div>
    </form>
  );
}
