import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_BYTES, tooLargeMessage, type EventDetails } from '../../contract';
import type { SavedNode } from '../../contract/document';
import { DocumentEditor } from '../editor/DocumentEditor';
import { DocumentView } from '../reader/DocumentView';
import { documentOf } from '../editor/blockTesting';
import { sizeProblemOf } from './chooseFile';
import { filterSlashOptions, removalQuestionFor, slashOptions, toolbarToggles } from './index';
import { SLASH_ICONS } from './slashIcons';
import { PageEventContext } from './timeLocation/timeLocation.context';
import { findDialog } from '../../tests/dom/findDialog';

/** Renders `screen` on a page of `path` (/en/… or /hk/…), with the route's `:locale` as the app has it. */
function renderAt(path: string, screenAtPath: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:locale/*" element={screenAtPath} />
      </Routes>
    </MemoryRouter>,
  );
}

const emptyBanner: SavedNode = { type: 'banner', version: 1, title: '', description: '', link: '' };
const closedButton: SavedNode = {
  type: 'inlineButton',
  version: 1,
  position: 'left',
  buttons: [
    {
      name: 'Apply',
      url: 'https://example.org/apply',
      target: '_blank',
      scheduled: true,
      on: '2020-01-01',
      off: '2020-01-02',
      hasArrow: false,
    },
  ],
};
const lecture: EventDetails = {
  date: '2026-11-25',
  start_time: { hour: 18, minute: 30 },
  end_time: { hour: 20, minute: 5 },
  periods: [],
  place: { name: 'Lecture Hall A' },
};

describe('the block picker in each locale', () => {
  it('shows Chinese titles and descriptions on /hk, in the same order, each with its icon', () => {
    const english = slashOptions('en');
    const chinese = slashOptions('hk');
    expect(chinese.map((option) => option.id)).toEqual(english.map((option) => option.id));
    expect(english.map((option) => option.title)).toEqual(english.map((option) => option.id));
    expect(chinese.slice(0, 4).map((option) => option.title)).toEqual(['標題 2', '標題 3', '項目符號清單', '編號清單']);
    expect(chinese.find((option) => option.id === 'Pullquote')).toMatchObject({ title: '醒目引文', description: '突顯引文或重點。' });
    expect(chinese.every((option) => SLASH_ICONS[option.id])).toBe(true);
    expect(chinese.some((option) => /[A-Za-z]/.test(option.title + (option.description ?? '')))).toBe(false);
  });

  it('filters by the texts shown on /hk, and by the English keywords too', () => {
    const titles = (query: string) => filterSlashOptions(slashOptions('hk'), query).map((option) => option.title);
    expect(titles('表格')).toEqual(['表格']);
    expect(titles('標籤預覽')).toEqual(['標籤預覽', '標籤預覽組']);
    expect(titles('灰色')).toEqual(['灰色預覽卡', '灰色預覽卡']);
    expect(titles('突顯')).toEqual(['醒目引文']);
    expect(titles('heading')).toEqual(['標題 2', '標題 3']);
    expect(titles('Pullquote')).toEqual([]);
  });

  it('names the red bar toggle and asks before removing a subpage in the locale', () => {
    expect(toolbarToggles('hk').map((toggle) => toggle.label)).toEqual(['紅條標題']);
    expect(toolbarToggles().map((toggle) => toggle.label)).toEqual(['Red bar']);
    expect(removalQuestionFor('subpage', { title: '海港筆記' }, 'hk')).toBe(
      '確定要刪除子頁面「海港筆記」嗎？此子頁面的所有內容，包括內嵌的子頁面，都會一併刪除。',
    );
  });
});

describe('upload messages', () => {
  it("give the contract's size message on /en and a Chinese one on /hk", () => {
    const fileOfSize = (size: number) => Object.defineProperty(new File(['x'], 'huge'), 'size', { value: size });
    const video = fileOfSize(MAX_MEDIA_BYTES.video + 1);
    expect(sizeProblemOf(video, 'video')).toBe(tooLargeMessage('video'));
    expect(sizeProblemOf(video, 'video', 'hk')).toBe(
      tooLargeMessage('video').replace(/^The video is larger than (.*)\.$/, '影片大於 $1。'),
    );
    expect(sizeProblemOf(fileOfSize(MAX_MEDIA_BYTES.image + 1), 'image')).toBe(tooLargeMessage('image'));
    expect(sizeProblemOf(fileOfSize(MAX_MEDIA_BYTES.image), 'image', 'hk')).toBeNull();
  });
});

describe('blocks on /hk pages', () => {
  it('show readers the closed button message and the event in Chinese', () => {
    renderAt(
      '/hk/events/harbour-walk',
      <PageEventContext value={lecture}>
        <DocumentView document={documentOf(closedButton, { type: 'time-location-node', version: 1 })} />
      </PageEventContext>,
    );
    expect(screen.getByText('現時未開放申請，請稍後再查看。')).toBeVisible();
    expect(screen.queryByText(/Applications are not open/)).toBeNull();
    const details = screen.getByRole('region', { name: '時間及地點' });
    expect(details).toHaveTextContent('日期星期三 2026年11月25日');
    expect(details).toHaveTextContent('時間18:30 – 20:05');
    expect(details).toHaveTextContent('地點Lecture Hall A');
    expect(details).not.toHaveTextContent(/Wednesday|November|Date|Location/);
  });

  it('keep the English texts on /en pages', () => {
    renderAt('/en/events/harbour-walk', <DocumentView document={documentOf(closedButton)} />);
    expect(screen.getByText('Applications are not open at this time. Please check back later.')).toBeVisible();
  });

  it('mark, label and validate a banner in Chinese in the editor', async () => {
    const user = userEvent.setup();
    renderAt('/hk/news/harbour-walk/edit', <DocumentEditor initial={documentOf(emptyBanner)} editable label="Body" />);
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(within(body).getByText('尚未向讀者顯示：橫額需要標題、描述和連結。')).toBeVisible();
    expect(within(body).getByText('橫額標題')).toBeVisible();
    expect(within(body).queryByText('Banner title')).toBeNull();
    await user.click(within(body).getByRole('button', { name: '編輯橫額' }));
    const dialog = await findDialog({ name: '橫額' });
    expect(within(dialog).getByText('以 https://、http:// 或 mailto: 開頭')).toBeVisible();
    await user.type(within(dialog).getByLabelText('連結'), 'www.example.org');
    await user.type(within(dialog).getByLabelText('標題'), ' ');
    await user.tab();
    expect(within(dialog).getByText('必須是有效的 URL 或 mailto 連結')).toBeVisible();
    expect(within(dialog).getByText('必須填寫標題')).toBeVisible();
    expect(within(dialog).queryByText('Title is required')).toBeNull();
  });
});
