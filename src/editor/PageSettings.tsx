import { useEffect, useId, useState } from 'react';
import { Settings } from 'lucide-react';
import type { Collection, Locale } from '../../contract';
import { COLLECTIONS } from '../../contract/resources';
import { editorToolsMessages } from '../i18n/editorTools';
import { useLocale } from '../routes/useLocale';
import { publishedPageIdOf, savePageSettings, type PageSettingsChanges } from '../store/editingPage';
import { DialogShell } from '../ui/DialogShell';
import { usePageSettingsRequest } from '../store/checklist';
import { slugProblemOf } from '../../contract/slugs';
import { AddressField } from './AddressField';
import { settingsFailureText } from './settingsFailure';
import { useMessages } from '../i18n/useMessages';

export interface PageSettingsValues {
  slug: string;
  seoDescription: string;
  socialImage: string | null;
  counterpartRoute: string | null;
}

export interface PageSettingsProps {
  pageId: number;
  locale: Locale;
  collection: Collection;
  initial: PageSettingsValues;
  saveFirst(): Promise<boolean>;
  version(): number;
  adoptVersion(version: number): void;
  /** The page's address changed: the editor moves to the new one. */
  onMoved(publicRoute: string): void;
}

/** The page id of a published page at an address like /hk/stories/riding-the-ding-ding; null when there is none. */
async function pageIdAt(address: string, locale: Locale): Promise<number | null> {
  const [inLocale, collection, slug, extra] = new URL(address, 'https://masthead.invalid').pathname.split('/').filter(Boolean);
  if (inLocale !== locale || !slug || extra || !(COLLECTIONS as readonly string[]).includes(collection)) return null;
  return publishedPageIdOf(collection as Collection, slug);
}

/** The editor bar's "Settings": address, SEO description, social image and the page on the other locale's site. */
export function PageSettings({ pageId, locale, collection, initial, saveFirst, version, adoptVersion, onMoved }: PageSettingsProps) {
  const id = useId();
  const interfaceLocale = useLocale();
  const t = useMessages(editorToolsMessages, interfaceLocale);
  const [open, setOpen] = useState(false);
  const wanted = usePageSettingsRequest((state) => state.wanted);
  useEffect(() => {
    if (!wanted) return;
    usePageSettingsRequest.getState().settle();
    setOpen(true);
  }, [wanted]);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isSitePage = collection !== 'memo' && collection !== 'dataroom';
  const other = locale === 'en' ? 'hk' : 'en';
  const set = (change: Partial<PageSettingsValues>) => setValues((current) => ({ ...current, ...change }));
  const changed = JSON.stringify(values) !== JSON.stringify(saved);
  const slug = values.slug.trim();
  const slugProblem = slug !== saved.slug ? slugProblemOf(slug) : null;

  const save = async () => {
    setBusy(true);
    setError(null);
    const changes: PageSettingsChanges = { version: 0 };
    try {
      if (slug !== saved.slug) changes.slug = slug;
      if (values.seoDescription !== saved.seoDescription) changes.seo_description = values.seoDescription;
      if ((values.socialImage ?? '') !== (saved.socialImage ?? '')) changes.social_image = values.socialImage?.trim() || null;
      if (isSitePage && (values.counterpartRoute ?? '') !== (saved.counterpartRoute ?? '')) {
        const address = values.counterpartRoute?.trim() ?? '';
        const counterpart = address ? await pageIdAt(address, other) : null;
        if (address && counterpart === null) {
          setError(t('settings.noPageAt', { address }));
          return;
        }
        changes.counterpart_page_id = counterpart;
      }
      if (!(await saveFirst())) return;
      changes.version = version();
      const answer = await savePageSettings(pageId, changes);
      adoptVersion(answer.attributes.version);
      const now = { ...values, slug: answer.attributes.slug };
      setSaved(now);
      setValues(now);
      setOpen(false);
      if (answer.attributes.slug !== saved.slug) onMoved(answer.attributes.public_route);
    } catch (failure) {
      setError(settingsFailureText(failure, t, interfaceLocale, changes.slug));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="bar-icon-button" title={t('settings.button')} onClick={() => setOpen(true)}>
        <Settings aria-hidden size={18} />
        <span className="visually-hidden">{t('settings.buttonText')}</span>
      </button>
      <DialogShell
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setValues(saved);
            setError(null);
          }
        }}
        title={t('settings.title')}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              {t('settings.cancel')}
            </button>
            <button
              type="button"
              className="button--primary"
              disabled={!changed || busy || slugProblem !== null}
              onClick={() => void save()}
            >
              {busy ? t('settings.saving') : t('settings.save')}
            </button>
          </>
        }
      >
        <div className="page-settings">
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <AddressField
            id={`${id}-slug`}
            locale={locale}
            collection={collection}
            value={values.slug}
            problem={slugProblem}
            onChange={(slug) => set({ slug })}
          />
          <label htmlFor={`${id}-seo`}>{t('settings.seo')}</label>
          <textarea
            id={`${id}-seo`}
            rows={3}
            maxLength={300}
            value={values.seoDescription}
            onChange={(event) => set({ seoDescription: event.target.value })}
          />
          <p className="page-settings__hint">{t('settings.seoCount', { count: values.seoDescription.length })}</p>
          <label htmlFor={`${id}-image`}>{t('settings.image')}</label>
          <input
            id={`${id}-image`}
            type="url"
            placeholder={t('settings.imagePlaceholder')}
            value={values.socialImage ?? ''}
            onChange={(event) => set({ socialImage: event.target.value })}
          />
          {isSitePage && (
            <>
              <label htmlFor={`${id}-counterpart`}>
                {t(other === 'hk' ? 'settings.counterpartHk' : 'settings.counterpartEn', { path: `/${other}` })}
              </label>
              <input
                id={`${id}-counterpart`}
                placeholder={`/${other}/${collection}/…`}
                value={values.counterpartRoute ?? ''}
                onChange={(event) => set({ counterpartRoute: event.target.value })}
              />
            </>
          )}
        </div>
      </DialogShell>
    </>
  );
}
