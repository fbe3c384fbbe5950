import { fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ParagraphField } from '../ParagraphField';
import type { Fields } from '../useDocumentSaving';
import { bindField } from './fieldBinding';
import type { LiveSession } from './liveSession';
import { useLiveFields } from './useLiveFields';

const LOADED: Fields = { title: 'Harbour news', precis: '' };

/** The title box wired to a live session as the editor wires it (EditorWorkspace). */
function TitleBox({ session }: { session: LiveSession }) {
  const fields = useRef<Fields>({ ...LOADED });
  const [title, setTitle] = useState(LOADED.title);
  const show = useCallback((next: Fields) => setTitle(next.title), []);
  const live = useLiveFields(session, fields, show, LOADED);
  return (
    <label>
      Title
      <ParagraphField
        name="title"
        value={title}
        placeholder="Title"
        readOnly={false}
        onValue={(value, before) => {
          setTitle(value);
          live?.write('title', value, before);
        }}
      />
    </label>
  );
}

describe('the title box in a live session', () => {
  it('keeps a colleague’s letters that came just before my key, while the box had not shown them yet', () => {
    const doc = new Y.Doc();
    doc.getText('title').insert(0, LOADED.title);
    doc.getText('standfirst');
    const session = { field: (name: 'title' | 'standfirst', onChange: (value: string) => void) => bindField(doc.getText(name), onChange) };
    render(<TitleBox session={session as unknown as LiveSession} />);
    const box = screen.getByRole('textbox', { name: 'Title' }) as HTMLTextAreaElement;
    // Their letters arrive; before React renders them into the box, my key comes (the input event runs first).
    doc.transact(() => doc.getText('title').insert(LOADED.title.length, ' today'), 'a colleague');
    expect(box.value).toBe('Harbour news');
    fireEvent.change(box, { target: { value: 'Big Harbour news' } });
    expect(doc.getText('title').toString()).toBe('Big Harbour news today');
    expect(box.value).toBe('Big Harbour news today');
  });
});
