import { useShare } from '../store/share';

export const GENERAL_ACCESS_TEXT = {
  restricted: 'Only people with access can open with the link',
  anyone: 'Anyone on the internet with the link can view',
} as const;

export function GeneralAccessField({ pageId }: { pageId: number }) {
  const access = useShare((state) => state.access[pageId]);
  const setGeneralAccess = useShare((state) => state.setGeneralAccess);
  const value = access?.anyone ? 'anyone' : 'restricted';
  return (
    <section className="share-section" aria-labelledby="share-general-access-title">
      <h3 id="share-general-access-title" className="share-section__title">
        General access
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
          <option value="restricted">Restricted</option>
          <option value="anyone">Anyone with the link</option>
        </select>
        <p id="share-general-access-text">{GENERAL_ACCESS_TEXT[value]}</p>
      </div>
    </section>
  );
}
