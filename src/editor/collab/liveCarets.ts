// Others' carets and selections in the live editor (y-prosemirror's cursor plugin), and what y-prosemirror measures of
// mine: drawn with each person's name and colour, redrawn once a frame when a caret moves (othersOnly), moved with the
// text through a colleague's change.
import { Plugin } from '@tiptap/pm/state';
import type { EditorState } from '@tiptap/pm/state';
import type { DecorationSet, EditorView } from '@tiptap/pm/view';
import { yCursorPlugin, yCursorPluginKey, ySyncPluginKey } from 'y-prosemirror';
import type { Awareness } from 'y-protocols/awareness';
import { NARROWED } from './liveBinding';
import { othersOnly, type MyInput } from './othersWait';

const COLOUR = /^#[0-9a-f]{6}$/i;

/** A person's colour as given, when it is one (#rrggbb); a grey otherwise. */
const colourOf = (user: { color?: unknown }) => (typeof user.color === 'string' && COLOUR.test(user.color) ? user.color : '#455a64');

/** Another person's caret: a bar in their colour with their name above it (text, never markup). */
function caretOf(user: { name?: unknown; color?: unknown }): HTMLElement {
  const colour = colourOf(user);
  const caret = document.createElement('span');
  caret.className = 'live-caret';
  caret.style.borderColor = colour;
  const name = document.createElement('span');
  name.className = 'live-caret__name';
  name.style.backgroundColor = colour;
  name.textContent = typeof user.name === 'string' ? user.name : '';
  caret.append('\u2060', name, '\u2060');
  return caret;
}

/** The plugins that show others' carets and selections. */
export function othersCarets(awareness: Awareness, input: MyInput): Plugin[] {
  return [
    caretCheckOnlyWhenNeeded(),
    caretsMappedThroughChanges(
      yCursorPlugin(othersOnly(awareness, input), {
        cursorBuilder: caretOf,
        selectionBuilder: (user: { color?: unknown }) => ({ class: 'live-selection', style: `background-color: ${colourOf(user)}33` }),
      }),
    ),
  ];
}

/** y-prosemirror's binding, as far as the editor reaches into it. */
interface SyncBinding {
  _isLocalCursorInView(): boolean;
  _isDomSelectionInView(): boolean;
}

const bindingOf = (state: EditorState) => (ySyncPluginKey.getState(state) as { binding?: SyncBinding } | undefined)?.binding;

/** Whether my caret is in view in the focused editor: a measure of the page, asked by a narrowed change in my block. */
export const myCaretInView = (view: EditorView) => view.hasFocus() && Boolean(bindingOf(view.state)?._isDomSelectionInView());

/**
 * y-prosemirror asks before each remote change, while the editor has focus, whether my caret is in view (to scroll to
 * it after): a measure of the selection's place on the page and a timer each time, about a seventh of a remote
 * keystroke's script on a 6,000-block page. Its binding is told "no"; the narrowed change asks the same question itself
 * (`myCaretInView`), only when the change is in my caret's block, the one change that can move my caret out of view
 * (liveBinding.ts). Pinned by liveTyping.test.ts to y-prosemirror's version.
 */
function caretCheckOnlyWhenNeeded(): Plugin {
  return new Plugin({
    view(view) {
      const binding = bindingOf(view.state);
      if (binding) binding._isLocalCursorInView = () => false;
      return {};
    },
  });
}

/**
 * Others' carets and selections (y-prosemirror's cursor plugin) are built again from every caret's place in the
 * session at each remote change; through a narrowed change (liveBinding.ts, positions map exactly) they are mapped
 * instead, and built again when a caret moves (othersOnly: once a frame), as the person typing sends their caret with
 * each key. A change that could not be narrowed still builds them again.
 */
function caretsMappedThroughChanges(plugin: Plugin): Plugin {
  const field = plugin.spec.state!;
  const apply = field.apply.bind(field);
  field.apply = (transaction, value, before, after) =>
    transaction.getMeta(NARROWED) && !transaction.getMeta(yCursorPluginKey)
      ? (value as DecorationSet).map(transaction.mapping, transaction.doc)
      : apply(transaction, value, before, after);
  return plugin;
}
