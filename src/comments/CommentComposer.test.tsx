import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mentionable } from '../api/comments';
import { CommentComposer } from './CommentComposer';

vi.mock('../api/comments', () => ({ mentionable: vi.fn(async () => [{ uid: 'u-sam', name: 'Sam Lee' }]) }));

describe('CommentComposer', () => {
  it('keeps the letters typed right after a mention is picked, after the name, and sends the mention', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<CommentComposer pageId={7} label="Write a comment" submitLabel="Comment" onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.click(box);
    await user.keyboard('Which night? @Sa');
    await user.click(await screen.findByRole('button', { name: '@Sam Lee' }));
    // No pause for a frame: a person types on at once.
    await user.keyboard('please check.');
    expect(box).toHaveValue('Which night? @Sam Lee please check.');
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(onSubmit).toHaveBeenCalledWith({ body: 'Which night? @Sam Lee please check.', mention_uids: ['u-sam'] });
    expect(vi.mocked(mentionable)).toHaveBeenCalledWith(7, 'Sa');
  });
});
