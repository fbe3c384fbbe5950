import { describe, expect, it } from 'vitest';
import { instantOf, publishStateText } from './publishState';

describe("the editor bar's publish state", () => {
  it('says Draft, Published, or when the server will publish or unpublish', () => {
    expect(publishStateText({ published: false, publishAt: null, unpublishAt: null })).toBe('Draft');
    expect(publishStateText({ published: true, publishAt: null, unpublishAt: null })).toBe('Published');
    const nine = new Date(2026, 11, 1, 9, 0).toISOString();
    expect(publishStateText({ published: false, publishAt: nine, unpublishAt: null })).toBe('Scheduled for 1 December 2026, 09:00');
    expect(publishStateText({ published: true, publishAt: null, unpublishAt: nine })).toBe('Published, until 1 December 2026, 09:00');
  });

  it('says a published page has changes not yet published, and when they are to go live (issue 33)', () => {
    const nine = new Date(2026, 11, 1, 9, 0).toISOString();
    const changes = { published: true, publishAt: null, unpublishAt: null, hasChanges: true };
    expect(publishStateText(changes)).toBe('Published · changes not yet published');
    expect(publishStateText({ ...changes, publishAt: nine })).toBe('Published · Publish changes on 1 December 2026, 09:00');
    expect(publishStateText(changes, 'hk')).toBe('已發佈 · 更改尚未發佈');
    expect(publishStateText({ ...changes, publishAt: nine }, 'hk')).toBe('已發佈 · 更改將於2026年12月1日 09:00發佈');
  });

  it('says it in Chinese on /hk, the date as Intl writes it in zh-HK', () => {
    const nine = new Date(2026, 11, 1, 9, 0).toISOString();
    expect(publishStateText({ published: false, publishAt: null, unpublishAt: null }, 'hk')).toBe('草稿');
    expect(publishStateText({ published: true, publishAt: null, unpublishAt: null }, 'hk')).toBe('已發佈');
    expect(publishStateText({ published: false, publishAt: nine, unpublishAt: null }, 'hk')).toBe('預定於2026年12月1日 09:00發佈');
    expect(publishStateText({ published: true, publishAt: null, unpublishAt: nine }, 'hk')).toBe('已發佈，直至2026年12月1日 09:00');
  });

  it('reads a local day and time as an instant, and nothing that is not one', () => {
    expect(instantOf('2026-12-01', '09:00')).toBe(new Date(2026, 11, 1, 9, 0).toISOString());
    for (const [day, time] of [
      ['2026-12-01', ''],
      ['', '09:00'],
      ['0006-12-01', '09:00'],
      ['2026-13-01', '09:00'],
      ['2026-12-01', '25:00'],
    ]) {
      expect(instantOf(day, time), `${day} ${time}`).toBeNull();
    }
  });
});
