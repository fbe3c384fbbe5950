import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headlessEditor, pressKey } from './blockTesting';
import { ShiftEnterHint } from './ShiftEnterHint';

const editor = headlessEditor('<p>Hello</p>');
beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the Shift+Enter hint', () => {
  it('shows when Enter alone is pressed, until Shift+Enter is used once, then never again', () => {
    const { unmount } = render(<ShiftEnterHint editor={editor as never} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void pressKey(editor, 'Enter'));
    expect(screen.getByRole('status')).toHaveTextContent('Press Shift + Enter to start a new paragraph.');
    act(() => void pressKey(editor, 'Enter', { shiftKey: true }));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    render(<ShiftEnterHint editor={editor as never} />);
    act(() => void pressKey(editor, 'Enter'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks Chinese on /hk, the keys as printed on the keyboard', () => {
    render(
      <MemoryRouter initialEntries={['/hk/page-templates/memo/q3-plan']}>
        <Routes>
          <Route path="/:locale/*" element={<ShiftEnterHint editor={editor as never} />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => void pressKey(editor, 'Enter'));
    expect(screen.getByRole('status')).toHaveTextContent('按 Shift + Enter 開始新段落。');
    expect(screen.getByRole('button', { name: '知道了' })).toBeInTheDocument();
    expect(screen.queryByText(/Press/)).toBeNull();
  });
});
