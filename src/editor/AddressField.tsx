import { useRef } from 'react';
import type { Collection, Locale } from '../../contract';
import { MAX_SLUG_LENGTH, readableSlugOf, slugProblemOf, type SlugProblem } from '../../contract/slugs';
import { editorToolsMessages } from '../i18n/editorTools';
import { useMessages } from '../i18n/useMessages';
import { slugProblemText } from './settingsFailure';

interface AddressFieldProps {
  id: string;
  locale: Locale;
  collection: Collection;
  value: string;
  /** What is wrong with the typed address (slugProblemOf), null when it is good or unchanged. */
  problem: SlugProblem | null;
  onChange(slug: string): void;
}

/**
 * The page's address in the settings. A typed address that is not one ("Temple Street Night Market") is said to be
 * wrong, with a good one made from it (temple-street-night-market) for the editor to take: nothing is changed unasked.
 */
export function AddressField({ id, locale, collection, value, problem, onChange }: AddressFieldProps) {
  const t = useMessages(editorToolsMessages);
  const input = useRef<HTMLInputElement>(null);
  const made = problem ? readableSlugOf(value, collection) : null;
  const offered = made && made !== value && !slugProblemOf(made) ? made : null;
  return (
    <>
      <label htmlFor={id}>{t('settings.address')}</label>
      <div className="page-settings__address">
        <span aria-hidden="true">{`/${locale}/${collection}/`}</span>
        <input
          ref={input}
          id={id}
          value={value}
          maxLength={MAX_SLUG_LENGTH}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={problem !== null}
          aria-describedby={`${id}-note`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {problem ? (
        <div className="page-settings__problem">
          <p id={`${id}-note`}>{slugProblemText(problem, t)}</p>
          {offered && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                onChange(offered);
                input.current?.focus();
              }}
            >
              {t('settings.useAddress', { slug: offered })}
            </button>
          )}
        </div>
      ) : (
        <p className="page-settings__hint" id={`${id}-note`}>
          {t('settings.addressHint')}
        </p>
      )}
    </>
  );
}
