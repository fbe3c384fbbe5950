import { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { commentIdsIn } from '../../contract/commentMarks';
import type { SavedDocument } from '../../contract/document';
import { lexicalDocument } from '../../tests/lexicalOracle';
import { behaviourExtensions } from '../editor/behaviourExtensions';
import { documentOfEditor, savedToEditor } from '../editor/document/codec';
import { schemaExtensions } from '../editor/schemaExtensions';
import { addCommentId, anchoredTexts } from './commentCommands';

/**
 * Issue 35: comment anchors move with their text. 200 scripted sequences of edits around commented text (typing
 * inside and around it, splitting and joining blocks, moving blocks, undo) lose no comment, and leave each on exactly
 * its text and what was typed inside it; saving and loading through the codec keeps them all.
 */
let editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors) editor.destroy();
  editors = [];
});

function open(document: SavedDocument): Editor {
  const editor = new Editor({
    extensions: [...schemaExtensions(), ...behaviourExtensions()],
    content: savedToEditor(structuredClone(document)),
  });
  editors.push(editor);
  return editor;
}

const text = (words: string) => ({ kind: 'text' as const, text: words, format: 0, style: '' });
const paragraph = (words: string) => ({ kind: 'paragraph' as const, align: '' as const, indent: 0, inline: [text(words)] });

/** Positions inside text blocks, where a caret may go. */
function caretPositions(editor: Editor): number[] {
  const positions: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    for (let at = pos + 1; at <= pos + 1 + node.content.size; at++) positions.push(at);
    return false;
  });
  return positions;
}

/** The block starts after the first, where joining backward merges a block into the one before. */
function blockStarts(editor: Editor): number[] {
  const starts: number[] = [];
  editor.state.doc.forEach((node, offset, index) => {
    if (index > 0 && node.isTextblock) starts.push(offset + 1);
  });
  return starts;
}

const sorted = (words: string) => [...words].sort().join('');
const modelOf = (editor: Editor) => new Map([...anchoredTexts(editor.state.doc)].map(([id, words]) => [id, sorted(words)]));

type Step =
  | { kind: 'type'; at: number; char: string }
  | { kind: 'typeInside'; thread: number; at: number }
  | { kind: 'split'; at: number }
  | { kind: 'join'; at: number }
  | { kind: 'move'; at: number; up: boolean }
  | { kind: 'undo' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), at: fc.nat(), char: fc.constantFrom('x', ' ', 'Q') }),
  fc.record({ kind: fc.constant('typeInside' as const), thread: fc.nat(1), at: fc.nat() }),
  fc.record({ kind: fc.constant('split' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('join' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), at: fc.nat(), up: fc.boolean() }),
  fc.constant({ kind: 'undo' as const }),
);

const THREADS = ['thread-aaaaaaaa', 'thread-bbbbbbbb'];

/** The marks on both sides of a position: typing there is inside thread `id` when both carry it. */
function insideThreads(editor: Editor, at: number): string[] {
  const $at = editor.state.doc.resolve(at);
  const ids = (node: typeof $at.nodeBefore) => (node?.marks.find((mark) => mark.type.name === 'comment')?.attrs.ids as string[]) ?? [];
  const after = ids($at.nodeAfter);
  return ids($at.nodeBefore).filter((id) => after.includes(id));
}

function run(steps: Step[]) {
  const editor = open(lexicalDocument([paragraph('Alpha beta gamma'), paragraph('Delta epsilon zeta'), paragraph('Eta theta')]));
  // Thread 0 on "beta", thread 1 on "epsilon zeta" (the first 2 blocks).
  const tr = editor.state.tr;
  addCommentId(tr, 7, 11, THREADS[0]);
  addCommentId(tr, 25, 37, THREADS[1]);
  editor.view.dispatch(tr.setMeta('addToHistory', false));
  expect(anchoredTexts(editor.state.doc)).toEqual(
    new Map([
      [THREADS[0], 'beta'],
      [THREADS[1], 'epsilon zeta'],
    ]),
  );
  const history: Array<Map<string, string>> = [];
  let model = modelOf(editor);
  for (const each of steps) {
    const before = editor.state.doc;
    let expected = model;
    if (each.kind === 'undo') {
      if (!editor.commands.undo()) continue;
      expected = history.pop() ?? model;
    } else {
      const carets = caretPositions(editor);
      if (each.kind === 'type') {
        const at = carets[each.at % carets.length];
        expected = new Map(model);
        for (const id of insideThreads(editor, at)) expected.set(id, sorted(expected.get(id)! + each.char));
        editor.chain().setTextSelection(at).insertContent(each.char).run();
      } else if (each.kind === 'typeInside') {
        const id = THREADS[each.thread];
        const inside = carets.filter((at) => insideThreads(editor, at).includes(id));
        if (!inside.length) continue;
        const at = inside[each.at % inside.length];
        expected = new Map(model);
        for (const other of insideThreads(editor, at)) expected.set(other, sorted(expected.get(other)! + 'k'));
        editor.chain().setTextSelection(at).insertContent('k').run();
      } else if (each.kind === 'split') {
        editor
          .chain()
          .setTextSelection(carets[each.at % carets.length])
          .splitBlock()
          .run();
      } else if (each.kind === 'join') {
        const starts = blockStarts(editor);
        if (!starts.length) continue;
        editor
          .chain()
          .setTextSelection(starts[each.at % starts.length])
          .joinBackward()
          .run();
      } else {
        const count = editor.state.doc.childCount;
        let at = 0;
        editor.state.doc.forEach((_node, offset, index) => {
          if (index === each.at % count) at = offset + 1;
        });
        editor.commands.moveBlock(each.up ? 'up' : 'down', at);
      }
      if (editor.state.doc.eq(before)) continue;
      editor.view.dispatch(closeHistory(editor.state.tr));
      history.push(model);
    }
    model = expected;
    expect(modelOf(editor), JSON.stringify(each)).toEqual(model);
  }
  // Saved and opened again through the codec: every thread still there, on the same words.
  const saved = documentOfEditor(editor.state.doc);
  expect(commentIdsIn(saved)).toEqual(new Set(THREADS));
  expect(modelOf(open(saved))).toEqual(model);
}

describe('comment anchors through edits', () => {
  it('keep every comment on its text through 200 scripted sequences of typing, splitting, joining, moving and undo', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => run(steps)),
      { numRuns: 200 },
    );
  }, 120_000);

  it('save as @lexical/mark saves a comment: a MarkNode with the thread ids around the text', () => {
    const editor = open(lexicalDocument([paragraph('Before marked')]));
    const tr = editor.state.tr;
    addCommentId(tr, 8, 14, 'abcdefghij');
    editor.view.dispatch(tr);
    const lexical = lexicalDocument([
      {
        kind: 'paragraph',
        align: '',
        indent: 0,
        inline: [text('Before '), { kind: 'mark', ids: ['abcdefghij'], children: [{ text: 'marked', format: 0 }] }],
      },
    ]);
    const saved = documentOfEditor(editor.state.doc);
    const markOf = (document: SavedDocument) => document.root.children[0].children![1];
    expect(Object.keys(markOf(saved))).toEqual(Object.keys(markOf(lexical)).map((key) => key));
    expect({ ...markOf(saved), direction: null }).toEqual({ ...markOf(lexical), direction: null });
    // And a saved one opens as editable text carrying its thread.
    expect(anchoredTexts(open(lexical).state.doc)).toEqual(new Map([['abcdefghij', 'marked']]));
  });
});
