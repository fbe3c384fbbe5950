import { describe, expect, it } from 'vitest';
import { filterSlashOptions, slashOptions } from './index';

const titles = (query: string) => filterSlashOptions(slashOptions(), query).map((option) => option.title);

describe('the block picker filter', () => {
  it('matches titles with spaces, word by word', () => {
    expect(titles('heading 2')).toEqual(['Heading 2']);
    expect(titles('bullet list')[0]).toBe('Bullet List');
    expect(titles('time and location')).toEqual(['Time and location']);
    expect(titles('gray preview')).toEqual(['Gray Preview Cards', 'Gray Preview Cards']);
    expect(titles('  red   bar ')).toEqual(['Red bar']);
  });

  it('searches descriptions and keywords, and puts the title equal to the query first', () => {
    expect(titles('highlight')).toEqual(['Pullquote']);
    expect(titles('tagged preview')[0]).toBe('Tagged preview');
    expect(titles('tagged preview')).toContain('Tagged previews');
    expect(titles('hr')).toContain('Divider');
  });

  it('finds nothing for words no option has, and everything for an empty query', () => {
    expect(titles('heading zebra')).toEqual([]);
    expect(titles('')).toHaveLength(slashOptions().length);
  });
});
