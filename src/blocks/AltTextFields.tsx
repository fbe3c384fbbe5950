import { blocksMessages } from '../i18n/blocks';
import { useMessages } from '../i18n/useMessages';
import { TextField } from '../ui/FormField';
import './altText.css';

interface AltTextFieldsProps {
  alt: string;
  decorative: boolean;
  onChange(changes: { alt?: string; decorative?: boolean }): void;
}

/**
 * An image's alt text, apart from its caption, or the mark that it is decorative (issue 17): publishing asks for one
 * of the two (contract/imageAlt.ts). Images, lead images and card pictures share these fields.
 */
export function AltTextFields({ alt, decorative, onChange }: AltTextFieldsProps) {
  const t = useMessages(blocksMessages);
  return (
    <div className="alt-text-fields">
      {!decorative && (
        <TextField label={t('alt.label')} multiline value={alt} onChange={(value) => onChange({ alt: value })} hint={t('alt.hint')} />
      )}
      <label className="alt-text-fields__decorative">
        <input type="checkbox" checked={decorative} onChange={(event) => onChange({ decorative: event.target.checked })} />{' '}
        {t('alt.decorative')}
      </label>
    </div>
  );
}

/** What the editor shows under an image about its alt text: the text, "Decorative image", or that it is missing. */
export function AltTextStatus({ alt, decorative }: { alt: string; decorative: boolean }) {
  const t = useMessages(blocksMessages);
  const missing = !decorative && !alt.trim();
  return (
    <p className={`alt-text-status${missing ? ' alt-text-status--missing' : ''}`}>
      {decorative ? t('alt.decorativeShown') : missing ? t('alt.missing') : t('alt.shown', { alt: alt.trim() })}
    </p>
  );
}
