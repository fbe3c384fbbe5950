import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Mapping, ReplaceStep, StepMap, type Step } from '@tiptap/pm/transform';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { initProseMirrorDoc, redo, undo, ySyncPlugin, ySyncPluginKey, yUndoPlugin, yUndoPluginKey } from 'y-prosemirror';
import type { Editor } from '@tiptap/core';
import type { EditorState, Selection } from '@tiptap/pm/state';
import type { Awareness } from 'y-protocols/awareness';
import type { UndoManager, XmlFragment } from 'yjs';
import { dropsInSession, identityAttribute, moveInSession, uniqueIdentities } from './liveMoves';
import { narrowedRemoteChange, startFromShownDocument, type LiveMapping } from './liveBinding';
import { myCaretInView, othersCarets } from './liveCarets';
import { myInput, type MyInput } from './othersWait';

export interface LiveCollaborationOptions {
  fragment: XmlFragment | null;
  awareness: Awareness | null;
  /**
   * Resolves when the session's state is in (the first sync, or the device's copy offline). Until then the editor
   * shows the document it was given (the saved one) and is not bound; null binds at once.
   */
  ready: Promise<unknown> | null;
  /** The editor is bound to the session: edits reach it from now on. */
  onBound(): void;
  /**
   * Given, once bound, how to take in my input the editor has not read yet (`readPendingInput` in othersWait.ts): the session runs it
   * before each message of others'.
   */
  onPendingInput?(read: () => void): void;
}

/** A change typed before the editor was bound, with its inverse on the document it was typed on. */
interface TypedStep {
  step: Step;
  inverted: Step;
}

interface LiveStorage {
  /** Set once bound: y-prosemirror's map of the session's elements to the editor's nodes, kept across remounts. */
  mapping: LiveMapping | null;
  /** What was typed on the shown document while the session connected, in order: retyped onto the session's state. */
  typed: TypedStep[];
}

/** Marks the binding's own transactions, which are not typing. */
const BINDING = 'liveBinding';

declare module '@tiptap/core' {
  interface Storage {
    liveCollaboration: LiveStorage;
  }
}

const undoManagerOf = (state: EditorState) => (yUndoPluginKey.getState(state) as { undoManager: UndoManager } | undefined)?.undoManager;

type RestorableUndoManager = UndoManager & { restore?: () => void; _observers: unknown };

/**
 * y-prosemirror's undo plugin destroys its UndoManager with the editor's view, and Tiptap makes the view anew with
 * the same state (React's mounting), leaving an undo that records nothing (y-prosemirror issues 102 and 114). As
 * Tiptap's own Collaboration extension does: the manager is put back when a view comes again.
 */
function undoPluginSurvivingViews() {
  const plugin = yUndoPlugin();
  const makeView = plugin.spec.view!;
  plugin.spec.view = (view) => {
    const undoManager = undoManagerOf(view.state) as RestorableUndoManager;
    undoManager.restore?.();
    undoManager.restore = () => undefined;
    const made = makeView(view);
    return {
      destroy() {
        const tracksItself = undoManager.trackedOrigins.has(undoManager);
        const observers = undoManager._observers;
        undoManager.restore = () => {
          if (tracksItself) undoManager.trackedOrigins.add(undoManager);
          undoManager.doc.on('afterTransaction', undoManager.afterTransactionHandler);
          undoManager._observers = observers;
        };
        made.destroy?.();
      },
    };
  };
  return plugin;
}

/**
 * The editor bound to the page's live session (y-prosemirror, chosen over @tiptap/y-tiptap on the figures in
 * docs/performance.md): the body is the Y.Doc's fragment, others' carets and selections show with their names, and
 * undo/redo take back only my own changes (yUndo; the editor's own history is left out while live).
 */
export const LiveCollaboration = Extension.create<LiveCollaborationOptions>({
  name: 'liveCollaboration',
  priority: 1000,

  addOptions: () => ({ fragment: null, awareness: null, ready: null, onBound: () => undefined }),

  addStorage: (): LiveStorage => ({ mapping: null, typed: [] }),

  // Which block a block is in the session (blockIdentity.ts): a move's copy carries it.
  addGlobalAttributes() {
    return [identityAttribute(this.extensions)];
  },

  onBeforeCreate() {
    const { ready, onBound } = this.options;
    const bindOnce = () => {
      if (this.storage.mapping || this.editor.isDestroyed) return;
      performance.mark('live:bind');
      bind(this.editor, this.options, this.storage.typed.splice(0));
      performance.mark('live:bound');
      onBound();
    };
    if (!ready) this.editor.on('mount', bindOnce);
    else void ready.then(() => bindWhenMounted(this.editor, bindOnce));
  },

  // y-prosemirror replaces the whole document on each remote change: the editor gets the change itself instead.
  dispatchTransaction({ transaction, next }) {
    const { mapping } = this.storage;
    const sync = transaction.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined;
    if (!mapping || !sync?.isChangeOrigin || !this.options.fragment) return next(transaction);
    const { view } = this.editor;
    next(narrowedRemoteChange(view.state, transaction, this.options.fragment, mapping, () => myCaretInView(view)) ?? transaction);
  },

  addCommands() {
    return {
      undo:
        () =>
        ({ tr, state, dispatch }) => {
          tr.setMeta('preventDispatch', true);
          if (!undoManagerOf(state)?.undoStack.length) return false;
          return dispatch ? undo(state) : true;
        },
      redo:
        () =>
        ({ tr, state, dispatch }) => {
          tr.setMeta('preventDispatch', true);
          if (!undoManagerOf(state)?.redoStack.length) return false;
          return dispatch ? redo(state) : true;
        },
    };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-z': () => this.editor.commands.undo(),
      'Mod-y': () => this.editor.commands.redo(),
      'Shift-Mod-z': () => this.editor.commands.redo(),
    };
  },

  addProseMirrorPlugins() {
    const { fragment, awareness } = this.options;
    if (!fragment || !awareness) throw new Error('LiveCollaboration needs the live session');
    // Before the session is in, the editor shows the saved document and takes keys; what is typed is kept to be typed
    // again onto the session's state when bound.
    const { mapping } = this.storage;
    return mapping ? livePlugins(fragment, awareness, mapping, myInput(this.editor)) : [typingBeforeBinding(this.storage)];
  },
});

/** Records every change made before the binding (keys, pastes, moves), with its inverse. */
function typingBeforeBinding(storage: LiveStorage): Plugin {
  return new Plugin({
    key: new PluginKey('typingBeforeBinding'),
    state: {
      init: () => null,
      apply(transaction) {
        if (storage.mapping || !transaction.docChanged || transaction.getMeta(BINDING)) return null;
        transaction.steps.forEach((step, index) => storage.typed.push({ step, inverted: step.invert(transaction.docs[index]) }));
        return null;
      },
    },
  });
}

function livePlugins(fragment: XmlFragment, awareness: Awareness, mapping: LiveMapping, input: MyInput): Plugin[] {
  return [
    // With a mapping y-prosemirror binds to the document shown instead of building it again from the session.
    ySyncPlugin(fragment, { mapping }),
    undoPluginSurvivingViews(),
    uniqueIdentities(),
    dropsInSession(fragment),
    // A typed input rule ("1. ", "> ") is its own step to undo, as with the editor's own history.
    new Plugin({
      filterTransaction: (transaction, state) => {
        if (transaction.getMeta('inputRule')) undoManagerOf(state)?.stopCapturing();
        return true;
      },
    }),
    ...othersCarets(awareness, input),
  ];
}

function bindWhenMounted(editor: Editor, bindOnce: () => void) {
  if (editor.isDestroyed) return;
  // A Tiptap editor made while React renders has no view until EditorContent mounts it.
  if ((editor as unknown as { editorView: unknown }).editorView) bindOnce();
  else editor.on('mount', bindOnce);
}

/**
 * Binds the editor to the session: the blocks shown are kept where the session has the same (most of them, or all:
 * the session saves within seconds), the others are taken from the session, and the live plugins join. What was typed
 * meanwhile is taken back first, so the shown document is the one the editor opened on, and typed again after the
 * binding onto the session's state (each change mapped over what the session changed since), as my own change.
 */
function bind(editor: Editor, options: LiveCollaborationOptions, typed: TypedStep[]) {
  const { fragment, awareness } = options;
  if (!fragment || !awareness) return;
  const before = editor.state.selection;
  const taken = typed.length ? takenBack(editor.state.tr, typed) : null;
  if (taken) editor.view.dispatch(taken.setMeta(BINDING, true).setMeta('addToHistory', false));
  const { state } = editor;
  const shown = state.doc;
  let start = startFromShownDocument(fragment, state);
  if (!start) {
    // Not lined up: the whole document from the session, as y-prosemirror would build it.
    const built = initProseMirrorDoc(fragment, state.schema);
    const transaction = state.tr.replaceWith(0, state.doc.content.size, built.doc.content).setMeta('addToHistory', false);
    start = { mapping: built.mapping as LiveMapping, transaction };
  }
  if (start.transaction) editor.view.dispatch(start.transaction.setMeta(BINDING, true));
  editor.storage.liveCollaboration.mapping = start.mapping;
  if (editor.storage.blockMoves)
    editor.storage.blockMoves.moveLive = (index, direction) => moveInSession(editor.view, fragment, index, direction);
  const input = myInput(editor);
  const plugins = livePlugins(fragment, awareness, start.mapping, input);
  editor.view.updateState(editor.state.reconfigure({ plugins: [...plugins, ...editor.state.plugins] }));
  options.onPendingInput?.(input.read);
  if (taken) editor.view.dispatch(typedAgain(editor.state.tr, typed, taken, changesBetween(shown, editor.state.doc), before));
}

/** The typed changes taken back, last first; null when one cannot be (then they stay, and the session's blocks win). */
function takenBack(transaction: Transaction, typed: TypedStep[]): Transaction | null {
  for (let index = typed.length - 1; index >= 0; index--) if (transaction.maybeStep(typed[index].inverted).failed) return null;
  return transaction;
}

/**
 * Where the session's document differs from the shown one, as the characters that differ in each block. Blocks are
 * lined up by the blocks both have (down through sections and lists), so a block a colleague added, removed or moved is
 * a change of whole blocks, and one both have keeps its place. (The binding replaces whole blocks; mapped over that, a
 * key typed in a block someone changed would land outside it.)
 */
function changesBetween(shown: ProseMirrorNode, session: ProseMirrorNode): StepMap[] {
  const ranges: number[] = [];
  differences(shown, session, 0, ranges);
  return ranges.length ? [new StepMap(ranges)] : [];
}

/** How far past a block that differs the lining up looks for the next block both documents have. */
const LINING_UP_WINDOW = 32;

/** Appends [start, old size, new size], in order, for each difference inside two nodes whose content starts at `at`. */
function differences(shown: ProseMirrorNode, session: ProseMirrorNode, at: number, ranges: number[]) {
  if (shown.inlineContent) return characterDifference(shown, session, at, ranges);
  const [count, otherCount] = [shown.childCount, session.childCount];
  const same = (i: number, j: number) => shown.child(i) === session.child(j) || shown.child(i).eq(session.child(j));
  /** The next pair of blocks both have, nearest first; the ends when none is near. */
  const nextShared = (i: number, j: number): [number, number] => {
    for (let distance = 1; distance <= 2 * LINING_UP_WINDOW; distance++)
      for (let k = i; k <= i + Math.min(distance, LINING_UP_WINDOW); k++) {
        const l = j + distance - (k - i);
        if (l - j <= LINING_UP_WINDOW && k < count && l < otherCount && same(k, l)) return [k, l];
      }
    return [count, otherCount];
  };
  let [i, j, offset] = [0, 0, at];
  while (i < count || j < otherCount) {
    if (i < count && j < otherCount && same(i, j)) {
      offset += shown.child(i++).nodeSize;
      j++;
      continue;
    }
    const [k, l] = nextShared(i, j);
    if (k - i === l - j) {
      // As many blocks on each side between two both have: each is that block, changed.
      for (; i < k; i++, j++) {
        const [block, other] = [shown.child(i), session.child(j)];
        if (!block.isLeaf && block.sameMarkup(other)) differences(block, other, offset + 1, ranges);
        else ranges.push(offset, block.nodeSize, other.nodeSize);
        offset += block.nodeSize;
      }
      continue;
    }
    let [size, otherSize] = [0, 0];
    for (; i < k; i++) size += shown.child(i).nodeSize;
    for (; j < l; j++) otherSize += session.child(j).nodeSize;
    ranges.push(offset, size, otherSize);
    offset += size;
  }
}

/** The characters between the first and the last difference of two text blocks. */
function characterDifference(shown: ProseMirrorNode, session: ProseMirrorNode, at: number, ranges: number[]) {
  const start = shown.content.findDiffStart(session.content);
  if (start === null) return;
  let { a: endShown, b: endSession } = shown.content.findDiffEnd(session.content)!;
  const overlap = start - Math.min(endShown, endSession);
  if (overlap > 0) {
    endShown += overlap;
    endSession += overlap;
  }
  ranges.push(at + start, endShown - start, endSession - start);
}

/**
 * A typed change mapped over `mapping`; text typed where the session changed the characters around it is kept, at the
 * nearest place after them in the same block (as Yjs keeps an insertion whose neighbours another person deleted). In
 * a block the session removed or moved, it lands between blocks, where text cannot go, and is left out.
 */
function mappedStep(step: Step, mapping: Mapping): Step | null {
  const mapped = step.map(mapping);
  if (mapped || !(step instanceof ReplaceStep) || step.from !== step.to) return mapped;
  const at = mapping.map(step.from, 1);
  return new ReplaceStep(at, at, step.slice);
}

/**
 * The typed changes again, on the session's state: each is mapped over the changes taken back after it, the session's
 * changes, and those typed again before it (the taking back and the typing again of one change mirror each other, so
 * positions inside it come back). Typed text is kept; a deletion of characters the session already changed goes, and a
change that no longer fits the document (a block split where the session removed the block) is left out.
 */
function typedAgain(
  transaction: Transaction,
  typed: TypedStep[],
  taken: Transaction,
  session: StepMap[],
  selection: Selection,
): Transaction {
  const count = typed.length;
  const mapping = new Mapping([...taken.mapping.maps, ...session]);
  typed.forEach(({ step }, index) => {
    const mapped = mappedStep(step, mapping.slice(count - index));
    if (mapped && !transaction.maybeStep(mapped).failed) mapping.appendMap(mapped.getMap(), count - 1 - index);
  });
  return transaction.setSelection(selection.map(transaction.doc, mapping));
}
