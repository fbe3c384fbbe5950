import { useEffect, useMemo, useState } from 'react';
import { blocksMessages } from '../../i18n/blocks';
import { fetchEvent } from '../../store/eventLinks';
import { isOwnSiteLink, useLoadedSiteConfig } from '../../store/siteConfig';
import { FormDialog } from '../../ui/FormDialog';
import { errorTextOf } from '../../ui/StatusMessage';
import { TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { CardImage } from './previewCards.render';
import { defaultCardColour, previewCardSchemaOf, type PreviewCard } from './previewCards.schema';
import { useMessages } from '../../i18n/useMessages';
import { isPictureImage } from '../../../contract/imageAlt';
import { showToast } from '../../store/toasts';
import { newUploadId, uploadMedia } from '../../store/uploads';
import { AltTextFields } from '../AltTextFields';
import { chooseFile, IMAGE_ACCEPT, mediaKindOf, sizeProblemOf } from '../chooseFile';
import { useLocale } from '../../routes/useLocale';

const FETCH_DELAY_MS = 400;

/** A card whose image is a colour keeps no alt fields, so saving it adds nothing it does not need. */
function withAltOnlyForPictures(card: PreviewCard): PreviewCard {
  if (isPictureImage(card.image)) return card;
  const { image_alt: _alt, image_decorative: _decorative, ...rest } = card;
  return rest as PreviewCard;
}

interface PreviewCardDialogProps {
  open: boolean;
  card: PreviewCard;
  /** The card's position in its row, for its default colour (spec 9.4). */
  position: number;
  onOpenChange(open: boolean): void;
  onSave(card: PreviewCard): void;
}

/**
 * Spec 2.6: title, "Preview text" and link. A link to the organisation's own sites fills in the image (or the default
 * colour of the card's position), the title and the preview text from the linked page (spec 5.2). Issue 17: an uploaded
 * picture, with its alt text.
 */
export function PreviewCardDialog({ open, card, position, onOpenChange, onSave }: PreviewCardDialogProps) {
  const t = useMessages(blocksMessages);
  const schema = useMemo(() => previewCardSchemaOf(t), [t]);
  const form = useValidatedForm(schema, card, open);
  const config = useLoadedSiteConfig();
  const [filled, setFilled] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const locale = useLocale();
  const link = form.values.link.trim();
  const ownLink = open && link !== card.link.trim() && config !== null && isOwnSiteLink(link, config.site_domains);
  const { set } = form;

  useEffect(() => {
    if (!ownLink) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchEvent(link, { signal: controller.signal }).then(
        (event) => {
          set({ title: event.title, description: event.precis, image: event.image_url ?? defaultCardColour(position) });
          setFilled(event.title);
        },
        () => setFilled(null),
      );
    }, FETCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ownLink, link, position, set]);

  // Issue 17: a card can take an uploaded picture, which then needs its alt text (or the decorative mark).
  async function uploadPicture() {
    const file = await chooseFile(IMAGE_ACCEPT);
    if (!file) return;
    const problem = mediaKindOf(file, ['image']) ? sizeProblemOf(file, 'image', locale) : t('image.invalidType');
    if (problem) return showToast(problem, 'error');
    setUploading(true);
    try {
      const { src } = await uploadMedia(newUploadId(), 'image', file);
      set({ image: src });
    } catch (error) {
      showToast(errorTextOf(error, locale), 'error');
    } finally {
      setUploading(false);
    }
  }

  const linkField = form.field('link');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('previewCard.dialog')}
      form={form}
      onSave={(saved) => onSave(withAltOnlyForPictures(saved))}
    >
      <TextField label={t('field.title')} {...form.field('title')} autoFocus />
      <TextField label={t('previewCard.text')} multiline {...form.field('description')} />
      <TextField
        label={t('field.link')}
        type="url"
        {...linkField}
        onChange={(value) => {
          setFilled(null);
          linkField.onChange(value);
        }}
        hint={t('previewCard.linkHint')}
      />
      <div className="preview-card-dialog__image">
        <CardImage image={form.values.image} position={position} alt={form.values.image_alt} />
        <button type="button" className="button" onClick={() => void uploadPicture()} disabled={uploading}>
          {t(uploading ? 'card.uploadingImage' : 'card.uploadImage')}
        </button>
        <p role="status">{filled ? t('previewCard.filled', { title: filled }) : ''}</p>
      </div>
      {isPictureImage(form.values.image) && (
        <AltTextFields
          alt={form.values.image_alt}
          decorative={form.values.image_decorative}
          onChange={({ alt, decorative }) =>
            set({ ...(alt === undefined ? {} : { image_alt: alt }), ...(decorative === undefined ? {} : { image_decorative: decorative }) })
          }
        />
      )}
    </FormDialog>
  );
}
