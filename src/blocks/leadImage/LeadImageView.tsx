import { memo, useRef, useState } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { useLocale } from '../../routes/useLocale';
import { useUploadProgress } from '../../store/uploads';
import { UploadProgress } from '../../ui/UploadProgress';
import { CardActions } from '../CardActions';
import { useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { LeadImageDialog } from './LeadImageDialog';
import { leadImageAltOf } from './leadImage.render';
import { AltTextStatus } from '../AltTextFields';
import { LeadMedia } from './leadImage.render';
import { LEAD_UPLOADER_HEIGHT, type LeadImageFields } from './leadImage.schema';
import { chooseLeadMedia } from './leadImage.upload';
import { useMessages } from '../../i18n/useMessages';

/** The editor's lead image: an uploader area for its image or video, its tagline and caption, and its dialog. */
export const LeadImageView = memo(function LeadImageView({ node, editor, getPos }: ReactNodeViewProps) {
  const locale = useLocale();
  const t = useMessages(blocksMessages);
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useBlockSettingsEvent(wrapper, () => setOpen(true));
  const attrs = node.attrs as LeadImageFields & { uploadId: string | null };
  const progress = useUploadProgress(attrs.uploadId);
  const position = () => getPos() ?? -1;
  const uploading = Boolean(attrs.uploadId);

  if (!editable) {
    return (
      <NodeViewWrapper ref={wrapper} className="lead-image" data-lead-image="">
        {attrs.image && <LeadMedia image={attrs.image} alt={leadImageAltOf(attrs)} caption={attrs.image_caption} isVideo={attrs.isVideo} />}
        {attrs.tagline && <p className="lead-image__tagline">{attrs.tagline}</p>}
      </NodeViewWrapper>
    );
  }

  return (
    <NodeViewWrapper ref={wrapper} className="lead-image" data-lead-image="">
      <div contentEditable={false}>
        <button
          type="button"
          className="lead-image__uploader"
          style={{ height: LEAD_UPLOADER_HEIGHT }}
          aria-label={t('leadImage.upload')}
          aria-busy={uploading || undefined}
          disabled={uploading}
          onClick={() => void chooseLeadMedia(editor, position, locale)}
        >
          {attrs.image &&
            !uploading &&
            (attrs.isVideo ? (
              <video className="lead-image__picture" src={attrs.image} muted preload="metadata" />
            ) : (
              <img className="lead-image__picture" src={attrs.image} alt="" />
            ))}
          <span className="lead-image__uploader-label">{t(uploading ? 'leadImage.uploading' : 'leadImage.upload')}</span>
          {uploading && <UploadProgress progress={progress} label={t('leadImage.uploadProgress')} />}
        </button>
        <p className="lead-image__caption">{attrs.image_caption || t('leadImage.noCaption')}</p>
        {attrs.image && !attrs.isVideo && <AltTextStatus alt={attrs.image_alt ?? ''} decorative={attrs.image_decorative === true} />}
        <p className={`lead-image__tagline${attrs.tagline ? '' : ' card-placeholder'}`}>{attrs.tagline || t('leadImage.tagline')}</p>
        <CardActions label={t('cardActions.leadImage')} onEdit={() => setOpen(true)} />
      </div>
      <LeadImageDialog
        open={open}
        settings={{
          tagline: attrs.tagline,
          image_caption: attrs.image_caption,
          image_alt: attrs.image_alt ?? '',
          image_decorative: attrs.image_decorative === true,
        }}
        isVideo={attrs.isVideo}
        onOpenChange={setOpen}
        onSave={(settings) => editor.commands.setLeadImage(position(), settings)}
      />
    </NodeViewWrapper>
  );
});
