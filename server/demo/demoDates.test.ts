import { describe, expect, it } from 'vitest';
import { daysSinceContent, movedDate, withMovedButtonDates } from './demoDates';

describe('demo dates', () => {
  it('keep their distance from the day the demo is seeded', () => {
    expect(daysSinceContent(new Date('2026-11-21T23:59:00Z'))).toBe(0);
    expect(daysSinceContent(new Date('2027-03-01T08:00:00Z'))).toBe(100);
    expect(movedDate('2026-12-04', 100)).toBe('2027-03-14');
    expect(movedDate('2026-12-04', -3)).toBe('2026-12-01');
  });

  it('move scheduled buttons anywhere in a document, and nothing else', () => {
    const document = {
      root: {
        type: 'root' as const,
        version: 1,
        children: [
          { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: '2026-11-01' }] },
          {
            type: 'inlineButton',
            version: 1,
            position: 'left',
            buttons: [
              { name: 'Go', url: '/x', on: '2026-11-01', off: '2026-12-31', scheduled: true },
              { name: 'Always', url: '/y' },
            ],
          },
        ],
      },
    };
    const moved = withMovedButtonDates(document, 10);
    expect(moved.root.children[1].buttons).toEqual([
      { name: 'Go', url: '/x', on: '2026-11-11', off: '2027-01-10', scheduled: true },
      { name: 'Always', url: '/y' },
    ]);
    expect(moved.root.children[0]).toEqual(document.root.children[0]);
    expect(withMovedButtonDates(document, 0)).toBe(document);
  });
});
