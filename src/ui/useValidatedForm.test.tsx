import { act, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useValidatedForm } from './useValidatedForm';

const schema = v.object({ title: v.pipe(v.string(), v.trim(), v.minLength(1, 'Title is required')), link: v.string() });
const initial = { title: 'Harbour', link: '' };

describe('useValidatedForm', () => {
  it("gives a field's props: its value, a change that marks it touched, and its message only once touched", () => {
    const { result } = renderHook(() => useValidatedForm(schema, initial, true));
    expect(result.current.field('title')).toMatchObject({ value: 'Harbour', error: undefined });
    expect(result.current.canSave).toBe(false);

    act(() => result.current.field('link').onChange('https://example.org'));
    expect(result.current.values).toEqual({ title: 'Harbour', link: 'https://example.org' });
    expect(result.current.canSave).toBe(true);

    act(() => result.current.set({ title: '   ' }));
    expect(result.current.field('title').error).toBe('Title is required');
    expect(result.current.canSave).toBe(false);
  });

  it('shows a message when a field is left without a change', () => {
    const { result } = renderHook(() => useValidatedForm(schema, { title: '', link: '' }, true));
    expect(result.current.field('title').error).toBeUndefined();
    act(() => result.current.field('title').onBlur());
    expect(result.current.field('title').error).toBe('Title is required');
  });

  it('starts again from the initial values when it opens again', () => {
    const { result, rerender } = renderHook(({ open }) => useValidatedForm(schema, initial, open), { initialProps: { open: true } });
    act(() => result.current.field('title').onChange('Changed'));
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.field('title').value).toBe('Harbour');
    expect(result.current.changed).toBe(false);
  });
});
