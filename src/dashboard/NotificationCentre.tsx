import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import type { Locale } from '../../contract';
import type { NotificationResource } from '../../contract/reviews';
import { reviewMessages } from '../i18n/review';
import type { ReviewKey } from '../i18n/review.en';
import type { Translate } from '../i18n/translate';
import { useMessages } from '../i18n/useMessages';
import { timeAgo } from '../editor/timeAgo';
import { switchLocale } from '../routes/paths';
import { useNotifications, watchUnread } from '../store/notifications';
import { PopoverButton } from '../ui/PopupButtons';
import { errorTextOf } from '../ui/StatusMessage';
import './notifications.css';

/** A site page is shared only with Commenters (issue 35): its invitation says so; a memo's is shared to read. */
const keyOf = (notification: NotificationResource): ReviewKey =>
  notification.kind === 'shared' && notification.page && notification.page.collection !== 'memo'
    ? 'notifications.invitedToComment'
    : `notifications.${notification.kind}`;

const textOf = (notification: NotificationResource, t: Translate<ReviewKey>) =>
  t(keyOf(notification), {
    name: notification.actor?.name ?? t('notifications.someone'),
    title: notification.page?.title ?? notification.webhook?.url ?? '',
  });

/** A page's notification leads to the page in its own locale; one about no page (a webhook) to the screen in the centre's. */
const linkOf = (notification: NotificationResource, locale: Locale) =>
  notification.page ? notification.path : switchLocale(notification.path, locale);

/**
 * The header's notification centre (issue 33), a lazy chunk loaded only for signed-in staff: a bell with the unread
 * count, and a panel of the newest notifications, each leading to its page (an endpoint switched off: to the webhooks
 * screen); opening one marks it read.
 */
export default function NotificationCentre({ locale }: { locale: Locale }) {
  const t = useMessages(reviewMessages, locale);
  const unread = useNotifications((state) => state.unread);
  const load = useNotifications((state) => state.load);
  const [open, setOpen] = useState(false);
  useEffect(() => watchUnread(), []);
  const name = unread ? t('notifications.unread', { count: unread }) : t('notifications.open');
  return (
    <PopoverButton
      trigger={{
        className: 'notification-bell',
        'aria-label': name,
        title: name,
        children: (
          <>
            <Bell aria-hidden size={20} />
            {unread > 0 && (
              <span className="notification-bell__count" aria-hidden>
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </>
        ),
      }}
      className="notification-panel"
      aria-label={t('notifications.open')}
      sideOffset={8}
      align="end"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
    >
      {(close) => <NotificationList locale={locale} t={t} close={close} />}
    </PopoverButton>
  );
}

function NotificationList({ locale, t, close }: { locale: Locale; t: Translate<ReviewKey>; close(): void }) {
  const { items, unread, next, error, load, markRead, markAllRead } = useNotifications();
  const now = new Date();
  return (
    <div className="notification-panel__body">
      <header className="notification-panel__header">
        <h2>{t('notifications.open')}</h2>
        <button type="button" disabled={unread === 0} onClick={() => void markAllRead()}>
          {t('notifications.markAll')}
        </button>
      </header>
      {error ? (
        <p className="form-error" role="alert">
          {t('notifications.failed', { message: errorTextOf(error, locale) })}
        </p>
      ) : !items ? (
        <p role="status">{t('notifications.loading')}</p>
      ) : !items.length ? (
        <p>{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-panel__list">
          {items.map((notification) => (
            <li key={notification.id} className={notification.read ? undefined : 'is-unread'}>
              <Link
                to={linkOf(notification, locale)}
                onClick={() => {
                  void markRead(notification.id);
                  close();
                }}
              >
                <span className="notification-panel__text">{textOf(notification, t)}</span>
                {notification.note && (
                  <span className="notification-panel__note">{t('notifications.note', { note: notification.note })}</span>
                )}
                <time dateTime={notification.created_at}>{timeAgo(new Date(notification.created_at), now, locale)}</time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <button type="button" className="notification-panel__more" onClick={() => void load(true)}>
          {t('notifications.more')}
        </button>
      )}
    </div>
  );
}
