import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { spliceOf, type TextSplice } from '../../contract/textSplice';

interface ParagraphFieldProps {
  name: string;
  value: string;
  placeholder: string;
  readOnly: boolean;
  /** The box's new value, and the one it showed before this input (a colleague's change may be newer than it). */
  onValue: (value: string, before: string) => void;
  fieldRef?: RefObject<HTMLTextAreaElement | null>;
}

/** Where a position in a text is once the splice is made: after the letters put in at it, or in the ones taken out. */
export function throughSplice(position: number, splice: TextSplice): number {
  if (position <= splice.index) return position;
  if (position >= splice.index + splice.remove) return position + splice.insert.length - splice.remove;
  return splice.index + splice.insert.length;
}

/** The value in the box, with the selection kept on the same letters (a colleague's typing, a line break taken out). */
function put(box: HTMLTextAreaElement, value: string) {
  const splice = spliceOf(box.value, value);
  if (!splice) return;
  const focused = box.ownerDocument.activeElement === box;
  const { selectionStart, selectionEnd, selectionDirection } = box;
  box.value = value;
  if (focused) box.setSelectionRange(throughSplice(selectionStart, splice), throughSplice(selectionEnd, splice), selectionDirection);
}

function blockEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * A box for one paragraph (the title, the stand first): it wraps as the page's text does, Enter is blocked and pasted
 * line breaks become spaces. Its value may change while the person types in it (a colleague in the live session, a
 * merge, a restored draft): the box takes the new value with the caret on the letters it was on, not at the end, where
 * a controlled box would put it and the next keys would land.
 */
export function ParagraphField({ name, value, placeholder, readOnly, onValue, fieldRef }: ParagraphFieldProps) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const box = fieldRef ?? ownRef;
  // The first value only: React writes a changed defaultValue into the box, which a box not typed in yet takes as its
  // value, with the caret at the end.
  const [first] = useState(value);
  const shown = useRef(value);
  // While an input method composes in the box (pinyin: "g", "ga", "gan", then 港) a new value written into it would
  // break the composition and keep the step's letters: a colleague's change waits for the composition's end.
  const composing = useRef(false);
  /** The newest value given, and whether the person typed since (then a newer value, with their typing, is coming). */
  const latest = useRef(value);
  const typedSinceLatest = useRef(false);
  useLayoutEffect(() => {
    latest.current = value;
    typedSinceLatest.current = false;
    if (!box.current || composing.current) return;
    put(box.current, value);
    shown.current = value;
  }, [box, value]);
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const typed = event.target.value;
    const value = typed.replace(/[\r\n]+/g, ' ');
    if (value !== typed && !composing.current) put(event.target, value);
    const before = shown.current;
    shown.current = value;
    typedSinceLatest.current = true;
    onValue(value, before);
  };
  const onCompositionEnd = () => {
    composing.current = false;
    if (!box.current || typedSinceLatest.current || latest.current === shown.current) return;
    put(box.current, latest.current);
    shown.current = latest.current;
  };
  return (
    <textarea
      name={name}
      rows={1}
      ref={box}
      defaultValue={first}
      placeholder={placeholder}
      readOnly={readOnly}
      onKeyDown={blockEnter}
      onChange={onChange}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={onCompositionEnd}
    />
  );
}
