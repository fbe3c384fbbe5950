import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewResource } from '../../../contract/reviews';
import { reviewMessages } from '../../i18n/review';
import { ReviewControl, type SubmitOffer } from './ReviewControl';

const server = setupServer();
const sent: Array<[string, unknown]> = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await reviewMessages.loadHk?.();
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const NONE: ReviewResource = {
  state: null,
  note: '',
  reason: '',
  submitted_by: null,
  decided_by: null,
  reviewers: [],
  submitted_at: null,
  updated_at: null,
  may_review: false,
};

/** The server's review of page 7, starting as `first`; each step answers `next(step)`. */
function serveReview(first: ReviewResource, next: (path: string, body: unknown) => ReviewResource) {
  server.use(
    http.get('/api/pages/7/review', () => HttpResponse.json({ data: first })),
    http.get('/api/pages/7/checklist', () =>
      HttpResponse.json({
        data: { items: [{ code: 'missing_link', severity: 'block', block: 2, name: '/en/news/gone' }], blocked: true },
      }),
    ),
    http.get('/api/pages/7/reviewers', () =>
      HttpResponse.json({
        data: [
          { uid: 'e1', name: 'Alex Morgan' },
          { uid: 's1', name: 'Sam Lee' },
        ],
      }),
    ),
    http.post('/api/pages/7/review*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const body = await request.json();
      sent.push([path, body]);
      return HttpResponse.json({ data: next(path, body) });
    }),
  );
}

function renderAt(locale: 'en' | 'hk') {
  render(
    <MemoryRouter initialEntries={[`/${locale}/page-templates/news/ferries`]}>
      <Routes>
        <Route
          path="/:locale/page-templates/news/:slug"
          element={<ReviewControl pageId={7} saveFirst={async () => true} publishings={0} editor={() => null} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the editor bar’s review', () => {
  it('submits the page for review with a note to the reviewer chosen, and then shows it in review', async () => {
    serveReview(NONE, () => ({
      ...NONE,
      state: 'in_review',
      note: 'Please check the times.',
      submitted_by: { uid: 'c1', name: 'Casey Ho' },
    }));
    renderAt('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await user.type(await screen.findByLabelText('Note for the reviewers'), 'Please check the times.');
    expect(screen.getByText('None chosen: every editor and administrator.')).toBeInTheDocument();
    // The checklist before publishing (issue 33) shows as the form opens; it does not stop a submission.
    const blocking = await screen.findByRole('region', { name: 'Fix before publishing' });
    expect(blocking).toHaveTextContent('A link leads to a page that does not exist: /en/news/gone');
    await user.click(await screen.findByRole('checkbox', { name: 'Sam Lee' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'In review' });
    expect(sent).toEqual([['/api/pages/7/review', { note: 'Please check the times.', reviewer_uids: ['s1'] }]]);
  });

  it('hands its form to the publishing menu for those who may publish, and offers none while the page is in review', async () => {
    serveReview(NONE, () => ({
      ...NONE,
      state: 'in_review',
      note: 'Second pair of eyes.',
      submitted_by: { uid: 'e1', name: 'Alex Morgan' },
    }));
    let offer: SubmitOffer | null = null;
    const closed: string[] = [];
    render(
      <MemoryRouter initialEntries={['/en/page-templates/news/ferries']}>
        <Routes>
          <Route
            path="/:locale/page-templates/news/:slug"
            element={
              <ReviewControl
                pageId={7}
                saveFirst={async () => true}
                publishings={0}
                editor={() => null}
                onSubmitOffer={(given) => (offer = given)}
              />
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(offer).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    // The menu shows the form (here, beside the control); submitting it closes the menu and the page is in review.
    const menu = render(<MemoryRouter initialEntries={['/en/x']}>{offer!(() => closed.push('closed'))}</MemoryRouter>);
    const user = userEvent.setup();
    await user.type(await menu.findByLabelText('Note for the reviewers'), 'Second pair of eyes.');
    await user.click(menu.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'In review' });
    expect(closed).toEqual(['closed']);
    expect(sent).toEqual([['/api/pages/7/review', { note: 'Second pair of eyes.', reviewer_uids: [] }]]);
    await waitFor(() => expect(offer).toBeNull());
  });

  it('lets a reviewer request changes on /hk, only with a reason', async () => {
    const inReview: ReviewResource = {
      ...NONE,
      state: 'in_review',
      note: '請核對時間。',
      submitted_by: { uid: 'c1', name: 'Casey Ho' },
      may_review: true,
    };
    serveReview(inReview, (_path, body) => ({
      ...inReview,
      state: 'changes_requested',
      reason: (body as { reason: string }).reason,
      decided_by: { uid: 'e1', name: 'Alex Morgan' },
    }));
    renderAt('hk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '審閱中' }));
    expect(await screen.findByText('由Casey Ho提交')).toBeInTheDocument();
    expect(screen.getByText('請核對時間。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '要求修改' }));
    expect(await screen.findByText('請說明需要修改的地方。')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('需要修改的地方'), '請加上星期日的班次。');
    await user.click(screen.getByRole('button', { name: '要求修改' }));
    await user.click(await screen.findByRole('button', { name: '已要求修改' }));
    expect(await screen.findByText('Alex Morgan要求修改：')).toBeInTheDocument();
    expect(sent).toEqual([['/api/pages/7/review/request-changes', { reason: '請加上星期日的班次。' }]]);
  });
});
