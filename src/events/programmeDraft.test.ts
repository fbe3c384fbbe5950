import { describe, expect, it } from 'vitest';
import { dayChangeOf, type DayDraft } from './programmeDraft';

const draft = (changes: Partial<DayDraft> = {}): DayDraft => ({
  date: '2026-12-04',
  start: '09:00',
  title: '',
  periods: [{ key: 'p', type: 'talk', title: '', duration: '', speakers: [{ key: 's', title: '', name: '' }] }],
  ...changes,
});

describe("the programme day's messages", () => {
  it("are the contract's English texts on /en", () => {
    expect(dayChangeOf(draft(), 3).errors).toEqual(['Duration must be a number of minutes.', 'Speaker name is required.']);
    expect(dayChangeOf(draft({ start: '' }), 3).errors).toContain('Start time is required.');
  });

  it('are Chinese on /hk, a too-long title included', () => {
    expect(dayChangeOf(draft(), 3, 'hk').errors).toEqual(['時長必須是分鐘數。', '必須填寫講者姓名。']);
    expect(dayChangeOf(draft({ start: '', periods: [], title: 'x'.repeat(201) }), 3, 'hk').errors).toEqual([
      '必須填寫開始時間。',
      '最多 200 個字元。',
    ]);
  });
});
