import { Link, NavLink, useLocation } from 'react-router-dom';
import { memoFavouritesPathOf, memoListPathOf, memoTrashListPathOf } from '../routes/paths';
import { useLocale } from '../routes/useLocale';
import './memo.css';

export function MemoSpaceNav() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const list = memoListPathOf(locale);
  const scope = pathname === list ? (new URLSearchParams(search).get('scope') ?? 'all') : null;
  const scoped = (name: string, label: string, to: string) => (
    <li>
      <Link to={to} className={scope === name ? 'active' : undefined} aria-current={scope === name ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="memo-nav" aria-label="Memo space">
      <ul>
        {scoped('all', 'All memos', list)}
        {scoped('mine', 'Mine', `${list}?scope=mine`)}
        {scoped('shared', 'Shared with me', `${list}?scope=shared`)}
        <li>
          <NavLink to={memoFavouritesPathOf(locale)}>Favourites</NavLink>
        </li>
        <li>
          <NavLink to={memoTrashListPathOf(locale)}>Trash</NavLink>
        </li>
      </ul>
    </nav>
  );
}

export function MemoStatus({ published }: { published: boolean }) {
  return <span className={`memo-status memo-status--${published ? 'published' : 'draft'}`}>{published ? 'Published' : 'Draft'}</span>;
}
