import { NavLink } from 'react-router-dom';
import { memoFavouritesPathOf, memoListPathOf, memoTrashListPathOf } from '../routes/paths';
import { useLocale } from '../routes/useLocale';
import './memo.css';

export function MemoSpaceNav() {
  const locale = useLocale();
  return (
    <nav className="memo-nav" aria-label="Memo space">
      <ul>
        <li>
          <NavLink to={memoListPathOf(locale)} end>
            All memos
          </NavLink>
        </li>
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
