import { describe, expect, it } from 'vitest';
import { searchTerms } from './searchTerms';

describe('search terms of the static site', () => {
  it('stems English, leaves out the commonest words, and pairs Han characters', () => {
    expect(searchTerms('The ferries crossed the harbour at night')).toEqual(['ferri', 'cross', 'harbour', 'night']);
    expect(searchTerms('Night markets')).toEqual(searchTerms('night market'));
    expect(searchTerms('夜市')).toEqual(['夜市']);
    expect(searchTerms('廟街夜市')).toEqual(['廟街', '街夜', '夜市']);
    expect(searchTerms('港')).toEqual(['港']);
    expect(searchTerms('MTR港鐵')).toEqual(['mtr', '港鐵']);
  });

  it('takes hostile text in linear time and as words only', () => {
    expect(searchTerms('a'.repeat(100_000) + '!')).toHaveLength(1);
    expect(searchTerms('<script>alert(1)</script> (*&^%')).toEqual(['script', 'alert', '1', 'script']);
  });
});
