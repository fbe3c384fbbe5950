import { memo, useRef, useState } from 'react';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { CardActions } from '../CardActions';
import { INCOMPLETE_BANNER, isBannerComplete } from '../completeness';
import { textOf } from '../cardList';
import { backToEditor, useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { BannerContent } from './banner.render';
import { BannerDialog } from './BannerDialog';
import { useMessages } from '../../i18n/useMessages';

/** The editor's banner; its settings (the block controls' or its own Edit button) open the banner dialog. */
export const BannerView = memo(function BannerView({ node, editor, getPos }: ReactNodeViewProps) {
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const t = useMessages(blocksMessages);
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useBlockSettingsEvent(wrapper, () => setOpen(true));
  const banner = { title: textOf(node.attrs.title), description: textOf(node.attrs.description), link: textOf(node.attrs.link) };
  return (
    <NodeViewWrapper ref={wrapper} className={`banner-block${isBannerComplete(banner) ? '' : ' is-incomplete'}`} data-banner="">
      {editable && !isBannerComplete(banner) && (
        <p className="block-incomplete" role="note">
          {t(INCOMPLETE_BANNER)}
        </p>
      )}
      <BannerContent
        {...banner}
        linked={!editable}
        placeholders={editable ? { title: t('banner.titlePlaceholder'), description: t('banner.descriptionPlaceholder') } : undefined}
        actions={editable ? <CardActions label={t('cardActions.banner')} onEdit={() => setOpen(true)} /> : undefined}
      />
      <BannerDialog
        open={open}
        banner={banner}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) backToEditor(editor);
        }}
        onSave={(fields) => editor.commands.setBanner(getPos() ?? -1, fields)}
      />
    </NodeViewWrapper>
  );
});
