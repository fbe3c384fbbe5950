import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationResource } from '../../contract/reviews';
import { reviewMessages } from '../i18n/review';
import { useNotifications } from '../store/notifications';
import NotificationCentre from './NotificationCentre';
import { findDialog } from '../../tests/dom/findDialog';

const server = setupServer();
const marked: string[] = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await reviewMessages.loadHk?.();
});
afterEach(() => {
  server.resetHandlers();
  marked.length = 0;
  useNotifications.setState({ unread: 0, items: null, next: null, error: null });
});
afterAll(() => server.close());

const request: NotificationResource = {
  id: 12,
  kind: 'review_requested',
  page: { id: 7, title: 'Ferry timetable changes', locale: 'en', collection: 'news' },
  webhook: null,
  path: '/en/page-templates/news/ferry-timetable-changes',
  actor: { name: 'Casey Ho' },
  note: 'Please check the times.',
  created_at: new Date(Date.now() - 120_000).toISOString(),
  read: false,
};
const scheduled: NotificationResource = {
  ...request,
  id: 11,
  kind: 'published_on_schedule',
  page: { ...request.page!, title: 'Night markets' },
  path: '/en/news/night-markets',
  actor: null,
  note: '',
};

/** An endpoint the server switched off (issue 36): about no page; the server's path is in /en. */
const switchedOff: NotificationResource = {
  ...request,
  id: 13,
  kind: 'webhook_disabled',
  page: null,
  webhook: { id: 3, url: 'https://build.example.org/hooks' },
  path: '/en/admin/webhooks#webhook-3',
  actor: null,
  note: '',
};

/** Invitations: a memo is shared to read; a site page only to comment on (issue 35). */
const sharedMemo: NotificationResource = {
  ...request,
  id: 14,
  kind: 'shared',
  page: { id: 8, title: 'Editorial calendar 2027', locale: 'en', collection: 'memo' },
  path: '/en/memo/editorial-calendar-2027',
  note: '',
};
const toComment: NotificationResource = {
  ...sharedMemo,
  id: 15,
  page: { ...request.page!, id: 9, title: 'Harbour ferries' },
  path: '/en/account/comments/9',
};

function serve(items = [request, scheduled]) {
  let unread = items.length;
  server.use(
    http.get('/api/notifications/unread', () => HttpResponse.json({ data: { unread } })),
    http.get('/api/notifications', () => HttpResponse.json({ data: items, meta: { unread, next: null } })),
    http.put('/api/notifications/:which/read', ({ params }) => {
      marked.push(String(params.which));
      unread -= 1;
      return HttpResponse.json({ data: { unread } });
    }),
    http.put('/api/notifications/read', () => {
      marked.push('all');
      unread = 0;
      return HttpResponse.json({ data: { unread } });
    }),
  );
}

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

function renderAt(locale: 'en' | 'hk') {
  render(
    <MemoryRouter initialEntries={[`/${locale}`]}>
      <NotificationCentre locale={locale} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the notification centre', () => {
  it('shows the unread count, opens a notification to its page marking it read', async () => {
    serve();
    renderAt('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const link = await screen.findByRole('link', { name: /Casey Ho asks you to review “Ferry timetable changes”/ });
    expect(link).toHaveTextContent('“Please check the times.”');
    expect(link).toHaveTextContent('2 minutes ago');
    expect(screen.getByRole('link', { name: /“Night markets” was published on schedule/ })).toBeInTheDocument();
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/en/page-templates/news/ferry-timetable-changes');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(marked).toEqual(['12']);
  });

  it('marks all as read, on /hk', async () => {
    serve();
    renderAt('hk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通知（2 則未讀）' }));
    const panel = await findDialog({ name: '通知' });
    expect(await within(panel).findByRole('link', { name: /Casey Ho請你審閱「Ferry timetable changes」/ })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '全部標示為已讀' }));
    await screen.findByRole('button', { name: '通知' });
    expect(marked).toEqual(['all']);
  });

  it('tells an administrator of a webhook endpoint switched off, leading to it on the webhooks screen in the centre’s locale', async () => {
    serve([switchedOff, request]);
    renderAt('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(
      await screen.findByRole('link', {
        name: /The webhook endpoint https:\/\/build\.example\.org\/hooks was switched off: most of its deliveries failed for 24 hours/,
      }),
    ).toBeInTheDocument();
    cleanup();
    useNotifications.setState({ unread: 0, items: null, next: null, error: null });

    renderAt('hk');
    await user.click(await screen.findByRole('button', { name: '通知（2 則未讀）' }));
    const link = await screen.findByRole('link', {
      name: /網絡鈎子端點 https:\/\/build\.example\.org\/hooks 已停用：過去 24 小時大部分傳送都失敗/,
    });
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/hk/admin/webhooks#webhook-3');
    await screen.findByRole('button', { name: '通知（1 則未讀）' });
    expect(marked).toEqual(['13']);
  });

  it('says a site page’s invitation is to comment on it, and a memo’s that it was shared, in /en and /hk', async () => {
    serve([toComment, sharedMemo]);
    renderAt('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByRole('link', { name: /Casey Ho invited you to comment on “Harbour ferries”/ })).toHaveAttribute(
      'href',
      '/en/account/comments/9',
    );
    expect(screen.getByRole('link', { name: /Casey Ho shared “Editorial calendar 2027” with you/ })).toBeInTheDocument();
    cleanup();
    useNotifications.setState({ unread: 0, items: null, next: null, error: null });

    renderAt('hk');
    await user.click(await screen.findByRole('button', { name: '通知（2 則未讀）' }));
    expect(await screen.findByRole('link', { name: /Casey Ho邀請你就「Harbour ferries」留言/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Casey Ho與你分享了「Editorial calendar 2027」/ })).toBeInTheDocument();
  });
});
