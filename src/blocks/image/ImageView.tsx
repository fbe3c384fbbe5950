import { memo, useRef, useState } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { useUploadProgress } from '../../store/uploads';
import { UploadProgress } from '../../ui/UploadProgress';
import { backToBlock, useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { ImageDialog } from './ImageDialog';
import { AltTextStatus } from '../AltTextFields';
import { imageAltOf } from './image.render';
import { ImageFigure } from './image.render';
import { isMediaPosition, isUploadingImage, MEDIA_POSITION_LABELS, MEDIA_POSITIONS, type ImageFields } from './image.schema';
import { useMessages } from '../../i18n/useMessages';

/** The editor's image: the uploading placeholder with its progress, then the image with its caption and position controls. */
export const ImageView = memo(function ImageView({ node, editor, getPos, deleteNode }: ReactNodeViewProps) {
  const t = useMessages(blocksMessages);
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const uploading = isUploadingImage(node.attrs);
  useBlockSettingsEvent(wrapper, () => setOpen(!uploading));
  const progress = useUploadProgress(node.attrs.uploadId as string | null);
  const attrs = node.attrs as ImageFields;
  const position = isMediaPosition(attrs.position) ? attrs.position : 'full';
  const set = (fields: Partial<ImageFields>) => editor.commands.setImage(getPos() ?? -1, fields);

  if (uploading) {
    return (
      <NodeViewWrapper ref={wrapper} className="image-block" data-inline-image="">
        <div className="image-block__uploading" contentEditable={false}>
          <p role="status">{t('image.uploading')}</p>
          {progress !== null ? (
            <UploadProgress progress={progress} label={t('image.uploadProgress')} />
          ) : (
            editable && (
              <button type="button" className="image-block__remove" onClick={deleteNode}>
                {t('image.remove')}
              </button>
            )
          )}
        </div>
      </NodeViewWrapper>
    );
  }

  return (
    <NodeViewWrapper ref={wrapper} data-inline-image="">
      <ImageFigure
        src={attrs.src}
        alt={imageAltOf(attrs)}
        caption={attrs.caption}
        narrativeCaption={attrs.narrativeCaption}
        position={position}
        onRemove={editable ? deleteNode : undefined}
        removeLabel={t('image.remove')}
      >
        {editable && (
          <div contentEditable={false}>
            <p className={`image-block__caption${attrs.caption ? '' : ' card-placeholder'}`}>{attrs.caption || t('image.noCaption')}</p>
            <AltTextStatus alt={attrs.altText ?? ''} decorative={attrs.decorative === true} />
            <div className="image-block__actions" role="group" aria-label={t('image.settings')}>
              <button type="button" onClick={() => setOpen(true)}>
                {t('image.editCaption')}
              </button>
              {MEDIA_POSITIONS.map((option) => (
                <button key={option} type="button" aria-pressed={position === option} onClick={() => set({ position: option })}>
                  {t(MEDIA_POSITION_LABELS[option])}
                </button>
              ))}
            </div>
          </div>
        )}
      </ImageFigure>
      <ImageDialog
        open={open}
        settings={{
          caption: attrs.caption,
          narrativeCaption: attrs.narrativeCaption,
          altText: attrs.altText ?? '',
          decorative: attrs.decorative === true,
        }}
        onOpenChange={setOpen}
        returnFocus={() => backToBlock(editor, getPos())}
        onSave={(settings) => set(settings)}
      />
    </NodeViewWrapper>
  );
});
