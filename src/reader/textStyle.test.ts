import { describe, expect, it } from 'vitest';
import { formatTagsOf, textStyleOf } from './textStyle';

describe('formatTagsOf', () => {
  it('reads each bit of the format', () => {
    expect(formatTagsOf(0)).toEqual([]);
    expect(formatTagsOf(1)).toEqual(['strong']);
    expect(formatTagsOf(2)).toEqual(['em']);
    expect(formatTagsOf(4)).toEqual(['s']);
    expect(formatTagsOf(8)).toEqual(['u']);
    expect(formatTagsOf(16)).toEqual(['code']);
    expect(formatTagsOf(1 | 2 | 8)).toEqual(['strong', 'em', 'u']);
  });

  it('ignores values that are not a positive whole number', () => {
    expect(formatTagsOf('1')).toEqual([]);
    expect(formatTagsOf(-1)).toEqual([]);
    expect(formatTagsOf(1.5)).toEqual([]);
    expect(formatTagsOf(undefined)).toEqual([]);
  });
});

describe('textStyleOf', () => {
  it('keeps a palette colour in any case', () => {
    expect(textStyleOf('color: #EE3A43')).toEqual({ color: '#EE3A43' });
    expect(textStyleOf('color:#ee3a43;')).toEqual({ color: '#EE3A43' });
    expect(textStyleOf('  COLOR :  #74b87a  ')).toEqual({ color: '#74B87A' });
  });

  it('drops colours outside the palette and every other property', () => {
    expect(textStyleOf('color: #123456')).toBeUndefined();
    expect(textStyleOf('color: red')).toBeUndefined();
    expect(textStyleOf('background: #EE3A43')).toBeUndefined();
    expect(textStyleOf('font-size: 40px; color: #717174; position: fixed')).toEqual({ color: '#717174' });
    expect(textStyleOf('color: #EE3A43 !important')).toBeUndefined();
    expect(textStyleOf('color: url(javascript:alert(1))')).toBeUndefined();
    expect(textStyleOf('background-color: #000000')).toBeUndefined();
  });

  it('ignores anything that is not a style string', () => {
    expect(textStyleOf(undefined)).toBeUndefined();
    expect(textStyleOf({ color: '#EE3A43' })).toBeUndefined();
    expect(textStyleOf('')).toBeUndefined();
  });
});
