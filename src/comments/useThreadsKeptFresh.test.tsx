import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentResource, CommentThreadResource } from '../store/comments';
import { CommentsControl } from './CommentsControl';

// The server's threads as each read answers them, and my replies as it takes them.
const served = vi.hoisted(() => ({ reads: [] as Array<() => Promise<unknown>>, replies: [] as string[] }));
vi.mock('../store/comments', () => ({
  listThreads: vi.fn(() => (served.reads.length > 1 ? served.reads.shift()! : served.reads[0])()),
  replyTo: vi.fn(async (_page: number, id: string, { body }: { body: string }) => {
    served.replies.push(body);
    return thread(id, [comment(1, 'Is this still true?'), comment(2, body, true)]);
  }),
  mentionable: vi.fn(async () => []),
}));

const comment = (id: number, body: string, mine = false): CommentResource => ({
  id,
  author: mine ? { uid: 'u-me', name: 'Me' } : { uid: 'u-sam', name: 'Sam Lee' },
  body,
  mentions: [],
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  mine,
});
const thread = (id: string, comments: CommentResource[]): CommentThreadResource => ({
  id,
  quote: 'British spelling',
  created_at: '2026-11-20T10:00:00.000Z',
  resolved: false,
  resolved_at: null,
  resolved_by: null,
  comments,
});
const first = thread('thread-style', [comment(1, 'Is this still true?')]);

afterEach(() => {
  cleanup();
  served.reads = [];
  served.replies = [];
});

async function openPanel(onAnchored?: () => void) {
  render(
    <MemoryRouter>
      <CommentsControl pageId={31} anchoredIds={new Set(['thread-style'])} onAnchored={onAnchored} />
    </MemoryRouter>,
  );
  const button = await screen.findByRole('button', { name: /^Comments/ });
  await waitFor(() => expect(button).toHaveTextContent('1 open'));
  await userEvent.click(button);
  return screen.getByRole('complementary', { name: 'Comments' });
}

describe('the comments panel kept current', () => {
  it("shows a colleague's reply and new thread when the tab is focused again, the new thread not as detached", async () => {
    const onAnchored = vi.fn();
    served.reads = [
      async () => [first],
      async () => [
        thread('thread-style', [comment(1, 'Is this still true?'), comment(3, 'Yes, checked today.')]),
        thread('thread-new', [comment(4, 'Which dictionary?')]),
      ],
    ];
    const panel = await openPanel(onAnchored);
    expect(within(panel).queryByText('Yes, checked today.')).toBeNull();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await within(panel).findByText('Yes, checked today.')).toBeInTheDocument();
    expect(within(panel).getByText('Which dictionary?')).toBeInTheDocument();
    expect(within(panel).queryByText('Detached: its text was deleted')).toBeNull();
    // The reading view is asked to load the page again, so it marks the new thread's words.
    expect(onAnchored).toHaveBeenCalledTimes(1);
  });

  it('keeps my reply when a read the reply overtook answers after it', async () => {
    let answer: (threads: CommentThreadResource[]) => void = () => undefined;
    served.reads = [async () => [first], () => new Promise((resolve) => (answer = resolve)), async () => [first]];
    const panel = await openPanel();
    act(() => void window.dispatchEvent(new Event('focus')));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Reply…' }), 'Yes, still true.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reply' }));
    expect(await within(panel).findByText('Yes, still true.')).toBeInTheDocument();
    expect(served.replies).toEqual(['Yes, still true.']);
    // The read sent before the reply answers without it: the panel keeps the reply.
    await act(async () => answer([first]));
    expect(within(panel).getByText('Yes, still true.')).toBeInTheDocument();
  });
});
