import { createContext, useContext } from 'react';
import type { SubpageAttributes } from '../../../contract';
import { blocksReaderMessages } from '../../i18n/blocksReader';
import type { BlockRendererProps } from '../renderers';
import './subpage.css';
import { useMessages } from '../../i18n/useMessages';

/** The subpages the reader may see on this page; a subpage block whose page is not among them renders nothing. */
export const SubpageListContext = createContext<SubpageAttributes[] | null>(null);

export function SubpageRenderer({ node }: BlockRendererProps) {
  const visible = useContext(SubpageListContext);
  const t = useMessages(blocksReaderMessages);
  const id = Number(node.page_id);
  const current = visible?.find((item) => item.page_id === id);
  if (visible && !current) return null;
  const title = current?.title ?? (typeof node.title === 'string' ? node.title : '');
  const href = current?.public_route ?? (typeof node.public_route === 'string' ? node.public_route : null);
  if (!href || !title) return null;
  return (
    <p className="subpage-card">
      <span aria-hidden="true" className="subpage-card__icon">
        ▤
      </span>
      <a href={href} className="subpage-card__title">
        {title}
      </a>
      {current?.trashed_at && <span className="subpage-card__state subpage-card__state--in-trash">{t('subpage.inTrash')}</span>}
    </p>
  );
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { subpage: SubpageRenderer };
