import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ParagraphField, throughSplice } from './ParagraphField';

describe('throughSplice', () => {
  it('keeps a position before the change, moves one after it, and puts one inside replaced letters after the new ones', () => {
    const splice = { index: 4, remove: 2, insert: 'xyz' };
    expect(throughSplice(0, splice)).toBe(0);
    expect(throughSplice(4, splice)).toBe(4);
    expect(throughSplice(5, splice)).toBe(7);
    expect(throughSplice(6, splice)).toBe(7);
    expect(throughSplice(9, splice)).toBe(10);
  });
});

/** The box as the editor uses it, with a way for "someone else" to set its value. */
function Harness({ typed }: { typed: string[] }) {
  const [value, setValue] = useState('Harbour news');
  return (
    <>
      <label>
        Title
        <ParagraphField
          name="title"
          value={value}
          placeholder="Title"
          readOnly={false}
          onValue={(next) => {
            typed.push(next);
            setValue(next);
          }}
        />
      </label>
      <button type="button" onClick={() => setValue((now) => `${now} today`)}>
        At the end
      </button>
      <button type="button" onClick={() => setValue((now) => `Our ${now}`)}>
        At the start
      </button>
    </>
  );
}

/** The box rendered, clicked, and its caret moved after "Harbour" with the keys. */
async function caretAfterHarbour() {
  const typed: string[] = [];
  render(<Harness typed={typed} />);
  const box = screen.getByRole('textbox', { name: 'Title' }) as HTMLTextAreaElement;
  const user = userEvent.setup();
  await user.click(box);
  await user.keyboard('{Home}{ArrowRight>7/}');
  return { typed, box, user };
}

describe('ParagraphField', () => {
  it('keeps my caret on the same letters when the value changes under it, so my next keys go where I was typing', async () => {
    const { typed, box, user } = await caretAfterHarbour();
    await user.keyboard(' spring');
    expect(box).toHaveValue('Harbour spring news');
    // A colleague's changes, one at a time as the live session brings them (a change on both sides of the caret at
    // once would leave it after the whole changed stretch: the box sees one splice). The box keeps focus and caret.
    screen.getByRole('button', { name: 'At the end' }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await screen.findByDisplayValue('Harbour spring news today');
    screen.getByRole('button', { name: 'At the start' }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await screen.findByDisplayValue('Our Harbour spring news today');
    expect(box).toHaveFocus();
    await user.keyboard(' tide');
    expect(box).toHaveValue('Our Harbour spring tide news today');
    expect(typed.at(-1)).toBe('Our Harbour spring tide news today');
  });

  it('turns pasted line breaks into spaces, Enter types nothing, and the caret stays after the paste', async () => {
    const { typed, box, user } = await caretAfterHarbour();
    await user.paste(' in\nspring');
    await user.keyboard('{Enter}!');
    expect(box).toHaveValue('Harbour in spring! news');
    expect(typed.at(-1)).toBe('Harbour in spring! news');
  });

  it('takes a value that comes while an input method composes in it at the end of the composition, not during it', async () => {
    const { box } = await caretAfterHarbour();
    fireEvent.compositionStart(box);
    // A colleague's letters come: written into the box now, they would break the composition and keep its step.
    fireEvent.click(screen.getByRole('button', { name: 'At the end' }));
    expect(box).toHaveValue('Harbour news');
    fireEvent.compositionEnd(box);
    expect(box).toHaveValue('Harbour news today');
    // My caret stays on the letters it was on.
    expect(box.selectionStart).toBe(7);
    // Not composing: at once.
    fireEvent.click(screen.getByRole('button', { name: 'At the start' }));
    expect(box).toHaveValue('Our Harbour news today');
  });
});
