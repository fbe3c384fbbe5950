// The page of `npm run bench -- collab`: one editor with the app's schema and behaviour on a large document, bare or
// bound to a Y.Doc by y-prosemirror or @tiptap/y-tiptap, with a second Y.Doc in the page as "the collaborator".
import { Editor, Extension, type AnyExtension } from '@tiptap/core';
import * as yTiptap from '@tiptap/y-tiptap';
import * as yProsemirror from 'y-prosemirror';
import * as Y from 'yjs';
import type { SavedDocument } from '../../contract/document';
import { behaviourExtensions } from '../../src/editor/behaviourExtensions';
import { savedToEditor } from '../../src/editor/document/codec';
import { schemaExtensions } from '../../src/editor/schemaExtensions';
import '../../src/editor/proseMirrorBase.css';
import '../../src/editor/editor.css';

export type Binding = 'bare' | 'y-prosemirror' | 'y-tiptap';

const libraries = { 'y-prosemirror': yProsemirror, 'y-tiptap': yTiptap } as const;

interface Bench {
  editor: Editor;
  remote?: Y.Doc;
  local?: Y.Doc;
}

let bench: Bench | null = null;

// As in the app: the class whose CSS lays out only the sections of 100 blocks near the screen.
const editorProps = { attributes: { class: 'document-editor__content' } };

function boundExtension(binding: Exclude<Binding, 'bare'>, fragment: Y.XmlFragment): AnyExtension {
  const library = libraries[binding];
  return Extension.create({
    name: 'benchBinding',
    priority: 1000,
    addProseMirrorPlugins: () => [library.ySyncPlugin(fragment) as never, library.yUndoPlugin() as never],
  });
}

function open(binding: Binding, saved: SavedDocument): number {
  const start = performance.now();
  const content = savedToEditor(saved);
  const element = document.querySelector('#editor') as HTMLElement;
  const base = [
    ...schemaExtensions('en').filter((extension) => binding === 'bare' || extension.name !== 'undoRedo'),
    ...behaviourExtensions('en'),
  ];
  if (binding === 'bare') {
    bench = { editor: new Editor({ element, extensions: base, content, injectCSS: false, editorProps }) };
    return performance.now() - start;
  }
  // The server seeds the collaborator's document; the page's document arrives as one update, as over the wire.
  const remote = new Y.Doc();
  const local = new Y.Doc();
  const schemaEditor = new Editor({ extensions: base, content: null, injectCSS: false });
  libraries[binding].prosemirrorJSONToYXmlFragment(schemaEditor.schema as never, content, remote.getXmlFragment('body'));
  schemaEditor.destroy();
  const seeded = performance.now();
  Y.applyUpdate(local, Y.encodeStateAsUpdate(remote), 'server');
  remote.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'local') Y.applyUpdate(local, update, 'remote');
  });
  // Over the wire the collaborator gets my keystrokes later, outside my keystroke's frame.
  local.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') setTimeout(() => Y.applyUpdate(remote, update, 'local'));
  });
  const editor = new Editor({
    element,
    extensions: [...base, boundExtension(binding, local.getXmlFragment('body'))],
    injectCSS: false,
    editorProps,
  });
  bench = { editor, remote, local };
  return performance.now() - start - (seeded - start);
}

// The codec groups top-level blocks in sections of 100.
const SECTION = 100;

function blockElement(fragment: Y.XmlFragment, block: number): Y.XmlElement {
  return (fragment.get(Math.floor(block / SECTION)) as Y.XmlElement).get(block % SECTION) as Y.XmlElement;
}

/** The collaborator types one character into block `block`: the time the update takes to reach my editor's state. */
function remoteKeystroke(block: number): { apply: number; toPaint: Promise<number> } {
  if (!bench?.remote) throw new Error('not bound');
  const fragment = bench.remote.getXmlFragment('body');
  let element = blockElement(fragment, block);
  while (!(element.get(0) instanceof Y.XmlText)) element = element.get(0) as Y.XmlElement;
  const text = element.get(0) as Y.XmlText;
  const start = performance.now();
  bench.remote.transact(() => text.insert(0, 'x'));
  const apply = performance.now() - start;
  return { apply, toPaint: afterPaint().then((painted) => painted - start) };
}

/** The same change made to a bare editor by a transaction (what a merge of another's save does today). */
function bareRemoteKeystroke(block: number): { apply: number; toPaint: Promise<number> } {
  if (!bench) throw new Error('no editor');
  const { state } = bench.editor;
  let position = 0;
  for (let index = 0; index < Math.floor(block / SECTION); index++) position += state.doc.child(index).nodeSize;
  const section = state.doc.child(Math.floor(block / SECTION));
  position += 1;
  for (let index = 0; index < block % SECTION; index++) position += section.child(index).nodeSize;
  let inside = position + 1;
  while (!state.doc.resolve(inside).parent.isTextblock) inside++;
  const start = performance.now();
  bench.editor.view.dispatch(state.tr.insertText('x', inside));
  const apply = performance.now() - start;
  return { apply, toPaint: afterPaint().then((painted) => painted - start) };
}

function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
}

async function remoteKeystrokes(binding: Binding, count: number, blocks: number) {
  const samples: Array<{ apply: number; toPaint: number }> = [];
  for (let index = 0; index < count; index++) {
    const block = Math.floor(blocks / 2) + (index % 50) * 3;
    const { apply, toPaint } = binding === 'bare' ? bareRemoteKeystroke(block) : remoteKeystroke(block);
    samples.push({ apply, toPaint: await toPaint });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

function focusBlock(block: number) {
  if (!bench) throw new Error('no editor');
  const dom = bench.editor.view.dom.children[Math.floor(block / SECTION)].children[block % SECTION] as HTMLElement;
  dom.scrollIntoView({ block: 'center' });
  const rect = dom.getBoundingClientRect();
  return { x: rect.left + 5, y: rect.top + rect.height / 2 };
}

/** Four collaborators typing in other blocks every `everyMs` while I type. */
function othersTyping(count: number, blocks: number, everyMs: number) {
  const remote = bench?.remote;
  if (!remote) return () => undefined;
  const timers = Array.from({ length: count }, (_, person) =>
    setInterval(
      () => {
        let element = blockElement(remote.getXmlFragment('body'), Math.floor(blocks / 4) + person * 7);
        while (!(element.get(0) instanceof Y.XmlText)) element = element.get(0) as Y.XmlElement;
        (element.get(0) as Y.XmlText).insert(0, 'y');
      },
      everyMs + person * 7,
    ),
  );
  return () => timers.forEach(clearInterval);
}

Object.assign(window, { benchPage: { open, remoteKeystrokes, focusBlock, othersTyping } });
