import { useEffect, useMemo, useState } from 'react';
import * as eventsApi from '../../api/events';
import { blocksMessages } from '../../i18n/blocks';
import { isOwnSiteLink, useLoadedSiteConfig } from '../../store/siteConfig';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { CardImage } from './previewCards.render';
import { defaultCardColour, previewCardSchemaOf, type PreviewCard } from './previewCards.schema';
import { useMessages } from '../../i18n/useMessages';

const FETCH_DELAY_MS = 400;

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
 * colour of the card's position), the title and the preview text from the linked page (spec 5.2).
 */
export function PreviewCardDialog({ open, card, position, onOpenChange, onSave }: PreviewCardDialogProps) {
  const t = useMessages(blocksMessages);
  const schema = useMemo(() => previewCardSchemaOf(t), [t]);
  const form = useValidatedForm(schema, card, open);
  const config = useLoadedSiteConfig();
  const [filled, setFilled] = useState<string | null>(null);
  const link = form.values.link.trim();
  const ownLink = open && link !== card.link.trim() && config !== null && isOwnSiteLink(link, config.site_domains);
  const { set } = form;

  useEffect(() => {
    if (!ownLink) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      eventsApi.fetchEvent(link, { signal: controller.signal }).then(
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

  const linkField = form.field('link');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t('previewCard.dialog')} form={form} onSave={onSave}>
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
        <CardImage image={form.values.image} position={position} />
        <p role="status">{filled ? t('previewCard.filled', { title: filled }) : ''}</p>
      </div>
    </FormDialog>
  );
}
