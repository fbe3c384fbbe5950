import { useState } from 'react';
import { format } from 'date-fns';
import { Eye } from 'lucide-react';
import { errorMessageOf } from '../api/readClient';
import * as previews from '../api/previews';
import { PopoverButton } from '../ui/PopupButtons';

const shown = (instant: string) => format(new Date(instant), 'd MMMM yyyy, HH:mm');

/**
 * The editor bar's draft preview links: a link that shows the page's current draft to someone who is not signed in,
 * for 7 days unless withdrawn. A new link is shown once (the server keeps only its hash), with a Copy button.
 */
export function PreviewLinks({ pageId, saveFirst }: { pageId: number; saveFirst(): Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [links, setLinks] = useState<previews.PreviewLink[] | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async () => {
    try {
      setLinks(await previews.listPreviews(pageId));
    } catch (failure) {
      setError(errorMessageOf(failure));
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
      setError(errorMessageOf(failure));
    }
  };

  const revoke = async (id: string) => {
    try {
      await previews.revokePreview(pageId, id);
      await load();
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  return (
    <PopoverButton
      trigger={{
        className: 'bar-icon-button',
        title: 'Preview link',
        children: (
          <>
            <Eye aria-hidden size={18} />
            <span className="visually-hidden">Preview link</span>
          </>
        ),
      }}
      className="schedule-popover preview-links"
      aria-label="Preview links"
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
          <p className="schedule-form__title">Share the draft before it is published</p>
          <p className="page-settings__hint">Anyone with the link sees the page as it is saved now, without signing in, for 7 days.</p>
          {created ? (
            <div className="preview-links__created">
              <label>
                New link
                <input readOnly value={created} onFocus={(event) => event.currentTarget.select()} />
              </label>
              <button
                type="button"
                onClick={() => {
                  void navigator.clipboard?.writeText(created).then(() => setCopied(true));
                }}
              >
                {copied ? 'Copied' : 'Copy'}
              </button>
            </div>
          ) : (
            <button type="button" className="button--primary" onClick={() => void create()}>
              Create a preview link
            </button>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          {links && links.length > 0 && (
            <ul className="preview-links__list" aria-label="Open preview links">
              {links.map((link) => (
                <li key={link.id}>
                  <span>{`Open until ${shown(link.expiresAt)}${link.createdBy ? `, made by ${link.createdBy}` : ''}`}</span>
                  <button type="button" onClick={() => void revoke(link.id)}>
                    Withdraw
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
