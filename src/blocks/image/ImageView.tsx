import { memo, useRef, useState } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { useUploadProgress } from '../../store/uploads';
import { UploadProgress } from '../../ui/UploadProgress';
import { useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { ImageDialog } from './ImageDialog';
import { ImageFigure } from './image.render';
import { isMediaPosition, isUploadingImage, MEDIA_POSITION_LABELS, MEDIA_POSITIONS, type ImageFields } from './image.schema';

/** The editor's image: the uploading placeholder with its progress, then the image with its caption and position controls. */
export const ImageView = memo(function ImageView({ node, editor, getPos, deleteNode }: ReactNodeViewProps) {
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
          <p role="status">Uploading image...</p>
          {progress !== null ? (
            <UploadProgress progress={progress} label="Image upload" />
          ) : (
            editable && (
              <button type="button" className="image-block__remove" onClick={deleteNode}>
                Remove Image
              </button>
            )
          )}
        </div>
      </NodeViewWrapper>
    );
  }

  return (
    <NodeViewWrapper ref={wrapper} data-inline-image="">
      <ImageFigure src={attrs.src} caption={attrs.caption} narrativeCaption={attrs.narrativeCaption} position={position} onRemove={editable ? deleteNode : undefined}>
        {editable && (
          <div contentEditable={false}>
            <p className={`image-block__caption${attrs.caption ? '' : ' card-placeholder'}`}>{attrs.caption || 'No caption yet'}</p>
            <div className="image-block__actions" role="group" aria-label="Image settings">
              <button type="button" onClick={() => setOpen(true)}>
                Edit caption
              </button>
              {MEDIA_POSITIONS.map((option) => (
                <button key={option} type="button" aria-pressed={position === option} onClick={() => set({ position: option })}>
                  {MEDIA_POSITION_LABELS[option]}
                </button>
              ))}
            </div>
          </div>
        )}
      </ImageFigure>
      <ImageDialog
        open={open}
        settings={{ caption: attrs.caption, narrativeCaption: attrs.narrativeCaption }}
        onOpenChange={setOpen}
        onSave={(settings) => set(settings)}
      />
    </NodeViewWrapper>
  );
});
