import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { Editor } from '@tiptap/core';
import { BLOCK_SETTINGS_EVENT } from '../editor/kit/blockEvents';

/**
 * Calls `onRequest` when the block controls ask this block for its settings. The controls dispatch the event on the
 * block's top-level element, which is the parent of a React NodeView's wrapper.
 */
/**
 * A block's dialog closing: the focus goes back to the editor when nothing else took it, so the next keys keep
 * writing (a dialog that unmounts as it closes leaves the focus on the page's body).
 */
export function backToEditor(editor: Editor): void {
  requestAnimationFrame(() => {
    if (!editor.isDestroyed && (document.activeElement === document.body || document.activeElement === null)) editor.commands.focus();
  });
}

/**
 * The focus back in the editor with the block at `pos` selected, where its dialog or menu was opened from. At once,
 * not a frame later as the focus command does, so keys pressed right after the dialog closed are not lost.
 */
export function backToBlock(editor: Editor, pos: number | undefined): void {
  if (editor.isDestroyed) return;
  if (pos !== undefined) editor.commands.setNodeSelection(pos);
  editor.view.focus();
}

export function useBlockSettingsEvent(wrapper: RefObject<HTMLElement | null>, onRequest: () => void) {
  const request = useEffectEvent(onRequest);
  useEffect(() => {
    const block = wrapper.current?.parentElement;
    if (!block) return;
    // Handled: a cancelable request (openSettingsOfInsertedBlock) learns that the dialog opened.
    const listener = (event: Event) => {
      event.preventDefault();
      request();
    };
    block.addEventListener(BLOCK_SETTINGS_EVENT, listener);
    return () => block.removeEventListener(BLOCK_SETTINGS_EVENT, listener);
  }, [wrapper]);
}
