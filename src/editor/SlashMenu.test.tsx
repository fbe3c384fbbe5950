import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlashMenu } from './SlashMenu';

describe("the block picker's shell", () => {
  it('says when nothing matches, in English on /en and in Chinese on /hk', () => {
    const { unmount } = render(<SlashMenu items={[]} query="zzz" locale="en" onSelect={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Insert a block' })).toHaveTextContent('No matching blocks');
    unmount();
    render(<SlashMenu items={[]} query="zzz" locale="hk" onSelect={() => undefined} />);
    expect(screen.getByRole('dialog', { name: '插入區塊' })).toHaveTextContent('沒有相符的區塊');
    expect(screen.queryByText('No matching blocks')).toBeNull();
  });
});
