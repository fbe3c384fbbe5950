import { memo, useRef, useState } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { useUploadProgress } from '../../store/uploads';
import { CardActions } from '../CardActions';
import { UploadProgress } from '../../ui/UploadProgress';
import { isMediaPosition } from '../image/image.schema';
import { backToBlock, useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { VideoDialog } from './VideoDialog';
import { VideoFigure } from './video.render';
import type { VideoFields } from './video.schema';
import { useMessages } from '../../i18n/useMessages';

/** The editor's video: a "Video Uploading..." overlay with the upload's progress, then the player, its caption and settings. */
export const VideoView = memo(function VideoView({ node, editor, getPos, deleteNode }: ReactNodeViewProps) {
  const t = useMessages(blocksMessages);
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const attrs = node.attrs as VideoFields & { uploadId: string | null };
  const progress = useUploadProgress(attrs.uploadId);
  const position = isMediaPosition(attrs.position) ? attrs.position : 'full';
  useBlockSettingsEvent(wrapper, () => setOpen(Boolean(attrs.src)));

  if (!attrs.src) {
    return (
      <NodeViewWrapper ref={wrapper} className="video-block" data-video-node="">
        <div className="video-block__uploading" contentEditable={false}>
          <div className="video-block__overlay" role="status">
            <p>{t(attrs.uploadId ? 'video.uploading' : 'video.none')}</p>
            {attrs.uploadId && <UploadProgress progress={progress} label={t('video.uploadProgress')} />}
            {!attrs.uploadId && editable && (
              <button type="button" className="video-block__remove" onClick={deleteNode}>
                {t('video.remove')}
              </button>
            )}
          </div>
        </div>
      </NodeViewWrapper>
    );
  }

  return (
    <NodeViewWrapper ref={wrapper} data-video-node="">
      <VideoFigure src={attrs.src} caption={attrs.caption} position={position} editing={editable}>
        {editable && (
          <div contentEditable={false}>
            <p className="video-block__caption">{attrs.caption || t('video.noCaption')}</p>
            <CardActions label={t('cardActions.video')} onEdit={() => setOpen(true)} />
          </div>
        )}
      </VideoFigure>
      <VideoDialog
        open={open}
        settings={{ caption: attrs.caption, position }}
        onOpenChange={setOpen}
        returnFocus={() => backToBlock(editor, getPos())}
        onSave={(settings) => editor.commands.setVideo(getPos() ?? -1, settings)}
      />
    </NodeViewWrapper>
  );
});
