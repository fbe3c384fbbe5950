import { memo, type MouseEvent } from 'react';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useEditingPage } from '../../store/editingPage';
import { useSubpageStates } from '../../store/subpageStates';
import { blocksMessages } from '../../i18n/blocks';
import './subpage.css';
import { useMessages } from '../../i18n/useMessages';

const STATE_LABELS = { 'in-trash': 'subpage.inTrash', published: 'subpage.published', draft: 'subpage.draft' } as const;

/** The subpage's state, which names its class and its label; null until the lookup knows the page. */
function stateOf(state: { published: boolean; trashed_at: string | null } | undefined): keyof typeof STATE_LABELS | null {
  if (!state) return null;
  if (state.trashed_at) return 'in-trash';
  return state.published ? 'published' : 'draft';
}

/** The editor's subpage block: the page's current title and state from the lookup, and a link into it. */
export const SubpageView = memo(function SubpageView({ node, editor }: ReactNodeViewProps) {
  const id = Number(node.attrs.page_id);
  const state = useSubpageStates((store) => store.byId[id]);
  const navigate = useEditingPage((store) => store.navigate);
  const t = useMessages(blocksMessages);
  const title = state?.title ?? (node.attrs.title as string | null) ?? '';
  const href = ((editor.isEditable ? node.attrs.editor_route : node.attrs.public_route) as string | null) ?? '#';
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  const shown = stateOf(state);
  return (
    <NodeViewWrapper className="subpage-card subpage-card--editing" contentEditable={false}>
      <span aria-hidden="true" className="subpage-card__icon">
        ▤
      </span>
      <a href={href} onClick={open} className="subpage-card__title">
        {title || t('subpage.untitled')}
      </a>
      {shown && <span className={`subpage-card__state subpage-card__state--${shown}`}>{t(STATE_LABELS[shown])}</span>}
    </NodeViewWrapper>
  );
});
