import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { MemoAttributes } from '../contract';
import { ShareDialog } from '../src/share/ShareDialog';
import { useShare } from '../src/store/share';
import { useToasts } from '../src/store/toasts';
import { preloadDialogShell } from '../src/ui/DialogShell';
import { ToastOutlet } from '../src/ui/ToastOutlet';
import { memoAttributes } from './memoSamples';

const pristine = useShare.getState();

// The dialog's code loads when one first opens; these tests look at the share dialog the moment it renders.
await preloadDialogShell();

export function resetShareStore() {
  useShare.getState().clearError();
  useShare.setState({
    ...pristine,
    sharedUsers: {},
    listStatus: {},
    access: {},
    removing: {},
    search: { query: '', status: 'idle', results: [] },
  });
  useToasts.setState({ toasts: [] });
}

export function sharedUserRow(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(index),
    type: 'page_invitation',
    attributes: {
      email: `person${index}@example.org`,
      user_name: `Person ${index}`,
      profile_image: null,
      user_uid: `u${index}`,
      permission: 'viewer',
      ...overrides,
    },
  };
}

export interface SharingServer {
  calls: string[];
  rows: ReturnType<typeof sharedUserRow>[];
  isPublic: boolean | null;
  token: string | null;
}

/** A stand-in for the sharing endpoints that records each call as "METHOD path?query". */
export function serveSharing(server: SetupServer, initial: Partial<SharingServer> = {}): SharingServer {
  const state: SharingServer = { calls: [], rows: [], isPublic: false, token: null, ...initial };
  const note = (request: Request) => {
    const url = new URL(request.url);
    state.calls.push(`${request.method} ${url.pathname}${url.search}`);
  };
  const settings = () => ({
    data: { id: '31', type: 'page_share', attributes: { page_id: 31, is_public: state.isPublic, share_token: state.token } },
  });
  server.use(
    http.get('/api/page-invitations', ({ request }) => {
      note(request);
      return HttpResponse.json({ data: state.rows, meta: { total: state.rows.length } });
    }),
    http.get('/api/pages/:id/share', ({ request }) => {
      note(request);
      return HttpResponse.json(state.isPublic === null ? { data: { attributes: {} } } : settings());
    }),
    http.post('/api/publications/:id/toggle_share_access', ({ request }) => {
      note(request);
      state.isPublic = new URL(request.url).searchParams.get('public') === 'true';
      state.token = state.isPublic ? (state.token ?? 'T0k3n'.padEnd(32, 'x')) : null;
      return HttpResponse.json(settings());
    }),
    http.get('/api/memo/:slug', ({ request }) => {
      note(request);
      return HttpResponse.json({ data: { id: '31', type: 'memo', attributes: memoAttributes() } });
    }),
  );
  return state;
}

export function renderShareDialog(memo: MemoAttributes = memoAttributes()) {
  const onOpenChange = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={[`/en/memo/${memo.slug}`]}>
      <Routes>
        <Route path="/:locale/memo/:slug" element={<ShareDialog open onOpenChange={onOpenChange} memo={memo} />} />
      </Routes>
      <ToastOutlet />
    </MemoryRouter>,
  );
  return { onOpenChange, ...view };
}
