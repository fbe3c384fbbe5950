import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageSummary, SavedDocument, SectionPageAttributes } from '../../contract';
import { routes } from '../routes/routeTable';

function event(id: number, slug: string, title: string, date: string) {
  const attributes: PageSummary = {
    page_id: id,
    uid: `p${id}`,
    slug,
    title,
    collection: 'events',
    system: 'csw',
    locale: 'en',
    parent_id: null,
    owner: null,
    version: 1,
    published: true,
    published_at: '2026-10-01T09:00:00.000Z',
    publish_at: null,
    unpublish_at: null,
    seo_description: '',
    social_image: null,
    counterpart_page_id: null,
    trashed_at: null,
    updated_at: '2026-10-01T09:00:00.000Z',
    created_at: '2026-10-01T09:00:00.000Z',
    precis: `${title} in brief.`,
    image_url: null,
    event: { date, start_time: { hour: 18, minute: 0 }, end_time: null, periods: [], place: { name: 'Hall' } },
    public_route: `/en/events/${slug}`,
    edit_url: `/api/pages/${id}`,
    editable: false,
  };
  return { id: String(id), type: 'page', attributes };
}

const symposium = event(1, 'symposium', 'Cities and Water', '2026-12-04');
const reading = event(2, 'reading', 'Winter Reading Night', '2026-12-17');
const intro: SavedDocument = {
  root: {
    type: 'root',
    version: 1,
    children: [
      { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Lectures, walks and readings.', format: 0 }] },
    ],
  },
};

function sectionPage(editable: boolean, overrides: Partial<SectionPageAttributes> = {}): SectionPageAttributes {
  return {
    slug: 'what-s-on',
    title: "What's on",
    intro,
    featured_event_ids: [1],
    featured_events: [symposium] as never,
    version: 3,
    updated_at: '2026-11-01T00:00:00.000Z',
    editable,
    ...overrides,
  };
}

const saves: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  saves.length = 0;
});
afterAll(() => server.close());

function serve(page: SectionPageAttributes) {
  let current = page;
  server.use(
    http.get('/api/section_pages/what-s-on', () =>
      HttpResponse.json({ data: { id: 'what-s-on', type: 'section_page', attributes: current } }),
    ),
    http.put('/api/section_pages/what-s-on', async ({ request }) => {
      const body = (await request.json()) as { section_page: Partial<SectionPageAttributes> & { version: number } };
      saves.push(body);
      if (body.section_page.version !== current.version)
        return HttpResponse.json({ error: 'Changed.', current_version: current.version }, { status: 409 });
      current = { ...current, ...body.section_page, version: current.version + 1, featured_events: [] };
      return HttpResponse.json({ data: { id: 'what-s-on', type: 'section_page', attributes: current } });
    }),
    http.get('/api/upcoming_events', () => HttpResponse.json({ data: [symposium, reading], meta: { total: 2 } })),
    http.get('/api/content/events', () => HttpResponse.json({ data: [symposium, reading], meta: { total: 2 } })),
  );
}

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe("what's on page", () => {
  it('shows the intro, the featured events and the upcoming events to readers', async () => {
    serve(sectionPage(false));
    renderAt('/en/whats-on');
    expect(await screen.findByRole('heading', { level: 1, name: "What's on" })).toBeVisible();
    expect(screen.getByText('Lectures, walks and readings.')).toBeVisible();
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: 'Cities and Water' })).toHaveAttribute('href', '/en/events/symposium');
    const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
    await waitFor(() =>
      expect(
        within(upcoming)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Cities and Water', 'Winter Reading Night']),
    );
    expect(screen.queryByRole('button', { name: 'Edit this page' })).toBeNull();
  });

  it('lets editors change the title and featured events and save with the version', async () => {
    serve(sectionPage(true));
    const user = userEvent.setup();
    renderAt('/en/whats-on');
    await user.click(await screen.findByRole('button', { name: 'Edit this page' }));
    const form = await screen.findByRole('form', { name: "Edit what's on" }, { timeout: 8000 });
    expect(within(form).getByRole('textbox', { name: 'Introduction' })).toHaveTextContent('Lectures, walks and readings.');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'This season');
    await user.click(await within(form).findByRole('checkbox', { name: /Winter Reading Night/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Cities and Water/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This season' })).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ section_page: { version: 3, title: 'This season', featured_event_ids: [2] } });
    expect((saves[0] as any).section_page.intro.root.children[0].children[0].text).toBe('Lectures, walks and readings.');
  });

  it('says when someone else saved first and offers the saved version', async () => {
    serve(sectionPage(true, { version: 1 }));
    server.use(
      http.put('/api/section_pages/what-s-on', () => HttpResponse.json({ error: 'Changed.', current_version: 2 }, { status: 409 })),
    );
    const user = userEvent.setup();
    renderAt('/en/whats-on');
    await user.click(await screen.findByRole('button', { name: 'Edit this page' }));
    const form = await screen.findByRole('form', { name: "Edit what's on" });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Someone else saved this page after you opened it.');
    await user.click(within(form).getByRole('button', { name: 'Reload the saved version' }));
    expect(await screen.findByRole('button', { name: 'Edit this page' })).toBeVisible();
  });
});
