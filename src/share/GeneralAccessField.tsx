import { memoMessages } from '../i18n/memo';
import { useShare } from '../store/share';
import { useMessages } from '../i18n/useMessages';

const GENERAL_ACCESS_TEXT = {
  restricted: 'share.restrictedText',
  anyone: 'share.anyoneText',
} as const;

/** Spec 2.8's dropdown; on a draft memo, anyone-with-link also says that the link opens once the memo is published. */
export function GeneralAccessField({ pageId, published }: { pageId: number; published: boolean }) {
  const t = useMessages(memoMessages);
  const access = useShare((state) => state.access[pageId]);
  const setGeneralAccess = useShare((state) => state.setGeneralAccess);
  const value = access?.anyone ? 'anyone' : 'restricted';
  return (
    <section className="share-section" aria-labelledby="share-general-access-title">
      <h3 id="share-general-access-title" className="share-section__title">
        {t('share.generalAccess')}
      </h3>
      <div className="share-general-access">
        <select
          aria-labelledby="share-general-access-title"
          aria-describedby="share-general-access-text"
          value={value}
          aria-busy={access?.pending || undefined}
          onChange={(event) => {
            // Not disabled while saving: a disabled select would drop the keyboard focus out of the dialog.
            if (!access?.pending) void setGeneralAccess(pageId, event.target.value === 'anyone');
          }}
        >
          <option value="restricted">{t('share.restricted')}</option>
          <option value="anyone">{t('share.anyone')}</option>
        </select>
        <p id="share-general-access-text">
          {t(GENERAL_ACCESS_TEXT[value])}
          {value === 'anyone' && !published && <span className="share-general-access__draft"> {t('share.anyoneDraft')}</span>}
        </p>
      </div>
    </section>
  );
}
