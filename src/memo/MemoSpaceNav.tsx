import { Link, NavLink, useLocation } from 'react-router-dom';
import { memoMessages } from '../i18n/memo';
import { memoFavouritesPathOf, memoListPathOf, memoTrashListPathOf } from '../routes/paths';
import { useLocale } from '../routes/useLocale';
import './memo.css';
import { useMessages } from '../i18n/useMessages';

export function MemoSpaceNav() {
  const locale = useLocale();
  const t = useMessages(memoMessages);
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
    <nav className="memo-nav" aria-label={t('memoSpace.nav')}>
      <ul>
        {scoped('all', t('memoSpace.all'), list)}
        {scoped('mine', t('memoSpace.mine'), `${list}?scope=mine`)}
        {scoped('shared', t('memoSpace.shared'), `${list}?scope=shared`)}
        <li>
          <NavLink to={memoFavouritesPathOf(locale)}>{t('memoSpace.favourites')}</NavLink>
        </li>
        <li>
          <NavLink to={memoTrashListPathOf(locale)}>{t('memoSpace.trash')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

export function MemoStatus({ published }: { published: boolean }) {
  const t = useMessages(memoMessages);
  return (
    <span className={`memo-status memo-status--${published ? 'published' : 'draft'}`}>
      {t(published ? 'memoStatus.published' : 'memoStatus.draft')}
    </span>
  );
}
