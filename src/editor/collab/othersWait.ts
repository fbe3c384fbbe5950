// What others' messages and carets wait for in the editor: my input it has not read yet, and a composition.
import type { Editor } from '@tiptap/core';
import type { EditorView } from '@tiptap/pm/view';
import type { Awareness } from 'y-protocols/awareness';
import { afterFrame } from './inputFirst';

/**
 * Takes in what the browser has of my input that the editor has not read yet, above all a caret placed with a click.
 * ProseMirror reads the browser's selection a task after it moved (on `selectionchange`); a transaction of others'
 * landing before that put the editor's old caret back into the page, so the click was lost and my next keys went
 * where the caret had been (often a colleague's line). This is ProseMirror's own reading (its DOM observer's flush, as
 * on `selectionchange`), done before others' changes and carets are applied.
 */
export function readPendingInput(view: EditorView) {
  if (view.isDestroyed) return;
  (view as unknown as { domObserver?: { flush(): void } }).domObserver?.flush();
}

/** My input as others' carets wait for it: read what is pending, and whether an input method is composing. */
export interface MyInput {
  read(): void;
  composing(): boolean;
}

export const myInput = (editor: Editor): MyInput => ({
  read: () => readPendingInput(editor.view),
  composing: () => !editor.view.isDestroyed && editor.view.composing,
});

type AwarenessListener = (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => void;

/**
 * The session's awareness as the caret plugin sees it: told of changes to others' states only, once a frame. It
 * redraws every caret at each change it hears, and my own caret moves at each of my keystrokes (my caret is not
 * drawn), which doubled the work of each key on a long page.
 */
export function othersOnly(awareness: Awareness, input: MyInput = { read: () => undefined, composing: () => false }): Awareness {
  const filtered = new Map<AwarenessListener, AwarenessListener>();
  const mine = (id: number) => id === awareness.clientID;
  return {
    doc: awareness.doc,
    clientID: awareness.clientID,
    getStates: () => awareness.getStates(),
    getLocalState: () => awareness.getLocalState(),
    setLocalStateField: (field: string, value: unknown) => awareness.setLocalStateField(field, value),
    on(name: string, listener: AwarenessListener) {
      // Once a frame at most, after it: four people typing move a caret each about every 150 ms, and each redraw is a
      // transaction of the whole view (the plugin's listener reads no argument).
      let waiting = false;
      const heard: AwarenessListener = (changes, origin) => {
        if (waiting || [...changes.added, ...changes.updated, ...changes.removed].every(mine)) return;
        waiting = true;
        const redraw = () => {
          // Not while an input method composes: decorations put into the line being composed would break it.
          if (input.composing()) return afterFrame(redraw);
          waiting = false;
          // The redraw is a transaction: a click's caret not read yet would be lost under it.
          input.read();
          listener(changes, origin);
        };
        afterFrame(redraw);
      };
      filtered.set(listener, heard);
      awareness.on(name as 'change', heard);
    },
    off(name: string, listener: AwarenessListener) {
      awareness.off(name as 'change', filtered.get(listener) ?? listener);
      filtered.delete(listener);
    },
  } as unknown as Awareness;
}
