import { useState } from 'react';
import { Eye } from 'lucide-react';
import { editorToolsMessages } from '../i18n/editorTools';
import { useLocale } from '../routes/useLocale';
import * as previews from '../store/previews';
import { errorTextOf } from '../ui/StatusMessage';
import { PopoverButton } from '../ui/PopupButtons';
import { momentText } from './publishState';
import { useMessages } from '../i18n/useMessages';

/**
 * The editor bar's draft preview links: a link that shows the page's current draft to someone who is not signed in,
 * for 7 days unless withdrawn. A new link is shown once (the server keeps only its hash), with a Copy button.
 */
export function PreviewLinks({ pageId, saveFirst }: { pageId: number; saveFirst(): Promise<boolean> }) {
  const locale = useLocale();
  const t = useMessages(editorToolsMessages, locale);
  const [open, setOpen] = useState(false);
  const [links, setLinks] = useState<previews.PreviewLink[] | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async () => {
    try {
      setLinks(await previews.listPreviews(pageId));
    } catch (failure) {
      setError(errorTextOf(failure, locale));
    }
  };

  const create = async () => {
    setError(null);
    setCopied(false);
    try {
      if (!(await saveFirst())) return;
      const link = await previews.createPreview(pageId);
      setCreated(new URL(link.path!, window.location.origin).href);
      await load();
    } catch (failure) {
      setError(errorTextOf(failure, locale));
    }
  };

  const revoke = async (id: string) => {
    try {
      await previews.revokePreview(pageId, id);
      await load();
    } catch (failure) {
      setError(errorTextOf(failure, locale));
    }
  };

  return (
    <PopoverButton
      trigger={{
        className: 'bar-icon-button',
        title: t('preview.button'),
        children: (
          <>
            <Eye aria-hidden size={18} />
            <span className="visually-hidden">{t('preview.button')}</span>
          </>
        ),
      }}
      className="schedule-popover preview-links"
      aria-label={t('preview.popover')}
      sideOffset={6}
      align="end"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
        else setCreated(null);
      }}
    >
      {() => (
        <div className="preview-links__body">
          <p className="schedule-form__title">{t('preview.title')}</p>
          <p className="page-settings__hint">{t('preview.hint')}</p>
          {created ? (
            <div className="preview-links__created">
              <label>
                {t('preview.newLink')}
                <input readOnly value={created} onFocus={(event) => event.currentTarget.select()} />
              </label>
              <button
                type="button"
                onClick={() => {
                  void navigator.clipboard?.writeText(created).then(() => setCopied(true));
                }}
              >
                {copied ? t('preview.copied') : t('preview.copy')}
              </button>
            </div>
          ) : (
            <button type="button" className="button--primary" onClick={() => void create()}>
              {t('preview.create')}
            </button>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          {links && links.length > 0 && (
            <ul className="preview-links__list" aria-label={t('preview.list')}>
              {links.map((link) => (
                <li key={link.id}>
                  <span>
                    {link.createdBy
                      ? t('preview.openUntilBy', { when: momentText(link.expiresAt, locale), name: link.createdBy })
                      : t('preview.openUntil', { when: momentText(link.expiresAt, locale) })}
                  </span>
                  <button type="button" onClick={() => void revoke(link.id)}>
                    {t('preview.withdraw')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </PopoverButton>
  );
}
