import type { MemoAttributes, TrashedMemoAttributes } from '../contract';
import { useSession } from '../src/store/session';

export function memoAttributes(overrides: Partial<MemoAttributes> = {}): MemoAttributes {
  return {
    page_id: 31,
    uid: '0123456789abcdef0123456789abcdef',
    slug: 'house-style-notes',
    title: 'House style notes',
    collection: 'memo',
    system: 'projects',
    locale: 'en',
    parent_id: null,
    owner: { uid: 'u7', name: 'Alex Morgan' },
    version: 4,
    published: true,
    published_at: '2026-11-09T10:00:00.000Z',
    publish_at: null,
    unpublish_at: null,
    seo_description: '',
    social_image: null,
    counterpart_page_id: null,
    trashed_at: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    precis: '',
    image_url: null,
    event: null,
    public_route: '/en/memo/house-style-notes',
    edit_url: '/api/pages/31',
    editable: true,
    is_favourite: false,
    is_public_access: false,
    public: false,
    lexical_body: {
      root: {
        type: 'root',
        version: 1,
        children: [
          { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'British spelling throughout.', format: 0 }] },
        ],
      },
    },
    share_token: null,
    access: 'owner',
    can_comment: true,
    subpages: [],
    ...overrides,
  };
}

export function trashedMemoAttributes(overrides: Partial<TrashedMemoAttributes> = {}): TrashedMemoAttributes {
  return {
    ...memoAttributes({ trashed_at: '2026-11-16T10:00:00.000Z' }),
    purge_at: '2026-12-16T10:00:00.000Z',
    days_left: 25,
    ...overrides,
  };
}

export function signInAsEditor() {
  useSession.setState({
    token: 'a-test-token-that-is-long-enough',
    expiresAt: null,
    user: {
      id: '7',
      type: 'user',
      attributes: { uid: 'u7', email: 'editor@example.org', name: 'Alex Morgan', role: 'editor', image: null },
    },
  });
}
