import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageSettings } from './PageSettings';
import { findDialog } from '../../tests/dom/findDialog';

const server = setupServer();
const sent: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

/** The server's answer to PUT /api/pages/7/settings; a saved page by default. */
function answerSettings(
  answer: (slug: string) => Response = (slug) =>
    HttpResponse.json({ data: { id: '7', type: 'page', attributes: { version: 4, slug, public_route: `/en/stories/${slug}` } } }),
) {
  server.use(
    http.put('/api/pages/7/settings', async ({ request }) => {
      const body = (await request.json()) as { page: { slug: string } };
      sent.push(body.page);
      return answer(body.page.slug);
    }),
  );
}

function renderAt(locale: 'en' | 'hk', onMoved = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[`/${locale}/page-templates/stories/night-walk`]}>
      <Routes>
        <Route
          path="/:locale/page-templates/stories/:slug"
          element={
            <PageSettings
              pageId={7}
              locale={locale}
              collection="stories"
              initial={{ slug: 'night-walk', seoDescription: '', socialImage: null, counterpartRoute: null }}
              saveFirst={async () => true}
              version={() => 3}
              adoptVersion={() => undefined}
              onMoved={onMoved}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return onMoved;
}

async function openSettings(user: ReturnType<typeof userEvent.setup>, button: string, dialogName: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return findDialog({ name: dialogName });
}

describe('the page settings', () => {
  it('turn a typed title into an address the editor takes, and save that', async () => {
    answerSettings();
    const user = userEvent.setup();
    const onMoved = renderAt('en');
    const dialog = await openSettings(user, 'Settings', 'Page settings');
    const address = within(dialog).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'Temple Street Night Market');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Addresses use lower-case letters, digits and single hyphens, such as spring-open-day.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Use temple-street-night-market' }));
    expect(address).toHaveValue('temple-street-night-market');
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription('Links to the old address keep working: they lead here.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onMoved).toHaveBeenCalledWith('/en/stories/temple-street-night-market'));
    expect(sent).toEqual([{ version: 3, slug: 'temple-street-night-market' }]);
  });

  it('say that another page has the address, not that the page was changed elsewhere', async () => {
    answerSettings(() =>
      HttpResponse.json(
        {
          error: 'Another page has this address. Choose another one.',
          current_version: 3,
          fields: { slug: 'Another page has this address.' },
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderAt('en');
    const dialog = await openSettings(user, 'Settings', 'Page settings');
    const address = within(dialog).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'a-garden-on-the-roof');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another page has this address. Choose another one.');
    expect(dialog).not.toHaveTextContent('changed elsewhere');
  });

  it('on /hk, say in Chinese what the server refused, never naming a field, and refuse digits alone', async () => {
    answerSettings(() =>
      HttpResponse.json(
        {
          error: 'page.seo_description: Keep the description under 300 characters.',
          fields: { 'page.seo_description': 'Keep the description under 300 characters.' },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderAt('hk');
    const dialog = await openSettings(user, '設定', '頁面設定');
    const address = within(dialog).getByLabelText('地址');
    await user.clear(address);
    await user.type(address, '2026');
    expect(address).toHaveAccessibleDescription('地址須包含英文字母：只有數字會被當作頁面編號。');
    await user.click(within(dialog).getByRole('button', { name: '改用 story-2026' }));
    await user.type(within(dialog).getByLabelText('搜尋引擎及連結預覽的描述'), '夜市');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('描述不可超過 300 個字元。');
    expect(dialog).not.toHaveTextContent(/page\.|seo_description|Keep the/);
    expect(sent).toEqual([{ version: 3, slug: 'story-2026', seo_description: '夜市' }]);
  });
});
