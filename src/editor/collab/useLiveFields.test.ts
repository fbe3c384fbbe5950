import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { Fields } from '../useDocumentSaving';
import { bindField, typedOnto } from './fieldBinding';
import type { LiveSession } from './liveSession';
import { useLiveFields } from './useLiveFields';

/** A session whose shared title and stand first start as `title` and `standfirst`. */
function sessionWith(title: string, standfirst: string) {
  const doc = new Y.Doc();
  doc.getText('title').insert(0, title);
  doc.getText('standfirst').insert(0, standfirst);
  const session = { field: (name: 'title' | 'standfirst', onChange: (value: string) => void) => bindField(doc.getText(name), onChange) };
  return { doc, session: session as unknown as LiveSession };
}

describe('the title and stand first in a live session', () => {
  it('keeps what was typed in the boxes while the session was opening: it goes into the session', () => {
    const loaded: Fields = { title: 'New page', precis: '' };
    const fields = { current: { title: 'Harbour walk notes', precis: '' } };
    const show = vi.fn();
    const { doc, session } = sessionWith('New page', '');
    renderHook(() => useLiveFields(session, fields, show, loaded));
    expect(doc.getText('title').toString()).toBe('Harbour walk notes');
    expect(fields.current).toEqual({ title: 'Harbour walk notes', precis: '' });
    expect(show).toHaveBeenLastCalledWith({ title: 'Harbour walk notes', precis: '' });
  });

  it('shows the session’s values when nothing was typed meanwhile', () => {
    const loaded: Fields = { title: 'Old title', precis: 'Old stand first' };
    const fields = { current: { ...loaded } };
    const show = vi.fn();
    const { doc, session } = sessionWith('Their title', 'Their stand first');
    renderHook(() => useLiveFields(session, fields, show, loaded));
    expect(doc.getText('title').toString()).toBe('Their title');
    expect(show).toHaveBeenLastCalledWith({ title: 'Their title', precis: 'Their stand first' });
  });
});

describe('typing in the title just as the session opens', () => {
  it('sends letters typed in the render that brought the session (before its binding) to the session', () => {
    const loaded: Fields = { title: 'Letters', precis: '' };
    const fields = { current: { ...loaded } };
    const { doc, session } = sessionWith('Letters', '');
    const show = vi.fn();
    const seen: ReturnType<typeof useLiveFields>[] = [];
    const { rerender } = renderHook(
      ({ current }: { current: LiveSession | null }) => {
        const live = useLiveFields(current, fields, show, loaded);
        seen.push(live);
        return live;
      },
      { initialProps: { current: null as LiveSession | null } },
    );
    rerender({ current: session });
    // What the title box's change handler held when the session came: a keystroke then must not stay on this device.
    const first = seen[1];
    expect(first).not.toBeNull();
    first!.write('title', 'Letters, read again');
    expect(doc.getText('title').toString()).toBe('Letters, read again');
  });

  it('puts what I typed meanwhile beside a colleague’s change to another part of the title, not over it', () => {
    const loaded: Fields = { title: 'Ferries resume Sunday', precis: 'Times below.' };
    const fields = { current: { title: 'Night ferries resume Sunday', precis: 'Times below.' } };
    const { doc, session } = sessionWith('Ferries resume Monday', 'Times below.');
    renderHook(() => useLiveFields(session, fields, vi.fn(), loaded));
    expect(doc.getText('title').toString()).toBe('Night ferries resume Monday');
    expect(fields.current.title).toBe('Night ferries resume Monday');
  });
});

describe('typing made on a changed value', () => {
  it('goes before, after or, over the same characters, instead of the colleague’s change', () => {
    expect(typedOnto('Ferries resume Monday', 'Ferries resume Sunday', 'Ferries resume Sunday!')).toBe('Ferries resume Monday!');
    expect(typedOnto('Ferries resume Monday', 'Ferries resume Sunday', 'All ferries resume Sunday')).toBe('All ferries resume Monday');
    expect(typedOnto('Ferries resume Monday', 'Ferries resume Sunday', 'Ferries resume Tuesday')).toBe('Ferries resume Tuesday');
    expect(typedOnto('Theirs', 'Loaded', 'Loaded')).toBe('Theirs');
    expect(typedOnto('Loaded', 'Loaded', 'Mine')).toBe('Mine');
    // Bound again to a session that already took my words: they are not typed twice.
    expect(typedOnto('Hello world', 'Hello', 'Hello world')).toBe('Hello world');
  });
});
