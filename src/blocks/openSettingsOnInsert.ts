import type { Editor } from '@tiptap/core';
import { BLOCK_SETTINGS_EVENT } from '../editor/kit/blockEvents';

/**
 * A block with required fields (a banner, cards) is filled in before anything else: once the picker inserted it
 * (leaving the caret on the line after it), its settings dialog opens, as the block controls would open it. The
 * block's React view attaches its listener a frame or two after the insert, so this asks again until it is there.
 */
export function openSettingsOfInsertedBlock(editor: Editor): void {
  const { $from } = editor.state.selection;
  if ($from.depth < 1) return;
  const before = editor.state.doc.resolve($from.before($from.depth)).nodeBefore;
  if (!before) return;
  const pos = $from.before($from.depth) - before.nodeSize;
  let tries = 0;
  const ask = () => {
    const element = editor.isDestroyed ? null : editor.view.nodeDOM(pos);
    const opened =
      element instanceof HTMLElement &&
      element.querySelector('[data-node-view-wrapper]') &&
      !element.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT, { cancelable: true }));
    if (!opened && ++tries < 20) requestAnimationFrame(ask);
  };
  requestAnimationFrame(ask);
}
