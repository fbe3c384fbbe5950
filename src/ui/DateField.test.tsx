import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

function renderAt(path: string, onChange = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:locale/*" element={<DateField label="Day" value="2026-12-07" onChange={onChange} />} />
      </Routes>
    </MemoryRouter>,
  );
  return onChange;
}

describe('the date field', () => {
  it('shows and reads the day as "d MMMM yyyy" on /en', async () => {
    renderAt('/en/page-templates/memo/q3-plan');
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(field).toHaveValue('7 December 2026');
    expect(field).toHaveAttribute('placeholder', 'd MMMM yyyy');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'soon{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type the date as day, month and year, such as 7 December 2026.');
  });

  it('speaks Chinese on /hk: the day typed day first, the calendar in zh-HK', async () => {
    const onChange = renderAt('/hk/page-templates/memo/q3-plan');
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(field).toHaveValue('7/12/2026');
    expect(field).toHaveAttribute('placeholder', '日/月/年');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '8/12/2026{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-12-08');
    await user.clear(field);
    await user.type(field, '不是日期{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('請按日、月、年的次序輸入日期');
    expect(screen.queryByText(/Type the date/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Day：日曆' }));
    expect(await screen.findByRole('button', { name: '前往下個月' })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveAccessibleName('2026年12月');
    expect(screen.getByRole('navigation', { name: '導覽列' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: (name) => name.startsWith('2026年12月7日') && name.endsWith('，已選擇') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to the Next Month' })).toBeNull();
  });
});
