import { getSchema, type JSONContent } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedDocument, SavedNode } from '../../../contract/document';
import { schemaExtensions } from '../schemaExtensions';
import { editorToSaved, savedToEditor } from './codec';

const schema = getSchema(schemaExtensions());

/** Saved -> Tiptap JSON -> a real ProseMirror document of our schema -> Tiptap JSON -> saved. */
function roundTrip(document: SavedDocument): SavedDocument {
  const node = ProseMirrorNode.fromJSON(schema, savedToEditor(document));
  node.check();
  return editorToSaved(node.toJSON() as JSONContent);
}

const element = {
  direction: fc.constantFrom('ltr', 'rtl', null),
  format: fc.constantFrom('', 'center', 'right'),
  indent: fc.integer({ min: 0, max: 3 }),
};

const textNode = fc.record({
  type: fc.constant('text'),
  version: fc.constant(1),
  text: fc.string({ minLength: 1, maxLength: 12 }),
  format: fc.integer({ min: 0, max: 255 }),
  detail: fc.constantFrom(0, 0, 1, 2),
  mode: fc.constantFrom('normal', 'normal', 'token', 'segmented'),
  style: fc.constantFrom('', '', 'color: #EE3A43', 'color: #717174', 'font-size: 12px'),
});

/** Lexical never saves two neighbouring text nodes with the same formatting: it merges them, and so do we. */
function normaliseText(nodes: SavedNode[]): SavedNode[] {
  const result: SavedNode[] = [];
  for (const node of nodes) {
    const previous = result[result.length - 1];
    const key = (n: SavedNode) => JSON.stringify([n.format, n.detail, n.mode, n.style]);
    if (previous?.type === 'text' && node.type === 'text' && key(previous) === key(node)) {
      result[result.length - 1] = { ...previous, text: `${previous.text}${node.text}` };
    } else result.push(node);
  }
  return result;
}

let linkCounter = 0;
const linkNode = fc
  .record({
    url: fc.constantFrom('https://example.org/a', '/en/stories/x', 'mailto:a@example.org', 'tel:+852123'),
    rel: fc.constantFrom('noopener noreferrer', null),
    target: fc.constantFrom('_blank', null),
    title: fc.constantFrom(null, 'A title'),
    children: fc.array(textNode, { minLength: 1, maxLength: 3 }),
    type: fc.constantFrom('link', 'link', 'autolink'),
    ...element,
  })
  .map(
    (link) =>
      ({ ...link, version: 1, url: `${link.url}?n=${linkCounter++}`, children: normaliseText(link.children as SavedNode[]) }) as SavedNode,
  );

const inline = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: textNode as fc.Arbitrary<SavedNode> },
      { weight: 1, arbitrary: fc.constant({ type: 'linebreak', version: 1 } as SavedNode) },
      { weight: 2, arbitrary: linkNode },
      { weight: 1, arbitrary: fc.constant({ type: 'mention', version: 1, name: 'Sam' } as SavedNode) },
    ),
    { maxLength: 6 },
  )
  .map(normaliseText);

const paragraph = fc
  .record({ ...element, textFormat: fc.constantFrom(0, 1), textStyle: fc.constantFrom('', 'color: #EE3A43'), children: inline })
  .map((fields) => ({ type: 'paragraph', version: 1, ...fields }) as SavedNode);
const heading = fc
  .record({ ...element, tag: fc.constantFrom('h1', 'h2', 'h3', 'h4', 'h5', 'h6'), children: inline })
  .map((fields) => ({ type: 'heading', version: 1, ...fields }) as SavedNode);

function listOf(depth: number): fc.Arbitrary<SavedNode> {
  const item = inline.map((children) => ({ kind: 'item' as const, children }));
  const entries =
    depth < 2
      ? fc.array(
          fc.oneof(
            { weight: 4, arbitrary: item },
            { weight: 1, arbitrary: listOf(depth + 1).map((list) => ({ kind: 'nested' as const, list })) },
          ),
          { minLength: 1, maxLength: 4 },
        )
      : fc.array(item, { minLength: 1, maxLength: 3 });
  return fc.record({ listType: fc.constantFrom('bullet', 'number'), entries, ...element }).map(({ listType, entries: list, ...fields }) => {
    const children: SavedNode[] = [];
    let value = 1;
    let previousWasNested = false;
    for (const entry of list) {
      if (entry.kind === 'item') {
        children.push({ type: 'listitem', version: 1, value: value++, ...fields, children: entry.children });
        previousWasNested = false;
      } else if (!previousWasNested) {
        children.push({ type: 'listitem', version: 1, value, ...fields, children: [entry.list] });
        previousWasNested = true;
      }
    }
    return { type: 'list', version: 1, listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol', ...fields, children } as SavedNode;
  });
}

const unknownBlock = fc
  .record({ data: fc.jsonValue(), label: fc.string() })
  .map(
    (fields) =>
      ({ type: 'fancy-future-block', version: 1, ...fields, children: [{ type: 'text', version: 1, text: 'kept' }] }) as SavedNode,
  );

const position = fc.constantFrom('left', 'center', 'right');
const maybe = <T>(value: fc.Arbitrary<T>, name: string) =>
  fc.option(value, { nil: undefined }).map((v) => (v === undefined ? {} : { [name]: v }));
const paragraphs = fc.array(paragraph, { maxLength: 3 });
const part = (type: string, children: fc.Arbitrary<SavedNode[]>) =>
  fc.record({ ...element, children }).map((fields) => ({ type, version: 1, ...fields }) as SavedNode);

const pullquote = fc
  .tuple(maybe(position, '__position'), part('blockquote-title', inline), part('blockquote-content', inline))
  .map(
    ([fields, title, content]) =>
      ({ type: 'project-new-blockquote-container', version: 1, ...fields, children: [title, content] }) as SavedNode,
  );
const blockquoteContainer = fc
  .tuple(maybe(position, '__position'), paragraphs)
  .map(([fields, children]) => ({ type: 'blockquote-container', version: 1, ...fields, children }) as SavedNode);
const redBar = fc
  .tuple(
    fc.constantFrom('redbartext', 'component-picker-redbartext'),
    inline,
    fc.record(element),
    fc.option(fc.constantFrom('red-bar-block', 'red-bar-block wide')),
  )
  .map(([type, children, fields, className]) => {
    const text = { type, version: 1, ...fields, children } as SavedNode;
    return className === null
      ? text
      : ({ type: 'custom-redbar-container-node', version: 1, customClassName: className, children: [text] } as SavedNode);
  });
const callout = fc
  .tuple(part('custom-supplementary-title-node', inline), part('custom-supplementary-content-node', paragraphs))
  .map((children) => ({ type: 'custom-block-element-node', version: 1, customClassName: 'supplementary-wrapper', children }) as SavedNode);
const storedButton = fc.oneof(
  fc.record({ name: fc.string(), url: fc.constantFrom('', '/en/x', 'mailto:a@example.org'), target: fc.constantFrom('_blank', '_self') }),
  fc.record({
    name: fc.string(),
    url: fc.constantFrom('', 'https://example.org'),
    target: fc.constantFrom('_blank', '_self'),
    scheduled: fc.boolean(),
    on: fc.constantFrom(null, '2026-11-15'),
    off: fc.constantFrom(null, '2026-12-20'),
    hasArrow: fc.boolean(),
  }),
);
const buttonGroup = fc
  .tuple(maybe(position, 'position'), fc.array(storedButton, { maxLength: 3 }))
  .map(([fields, buttons]) => ({ type: 'inlineButton', version: 1, ...fields, buttons }) as SavedNode);
const tableCell = fc
  .record({
    headerState: fc.constantFrom(0, 0, 1, 2, 3),
    colSpan: fc.constant(1),
    rowSpan: fc.constant(1),
    backgroundColor: fc.constantFrom(null, '#F3F3F0'),
    ...element,
    children: paragraphs,
  })
  .map((fields) => ({ type: 'tablecell', version: 1, ...fields }) as SavedNode);
const table = fc.integer({ min: 1, max: 3 }).chain((columns) =>
  fc.array(fc.array(tableCell, { minLength: columns, maxLength: columns }), { minLength: 1, maxLength: 3 }).map(
    (rows) =>
      ({
        type: 'table',
        version: 1,
        rows: rows.length,
        columns,
        children: rows.map((children) => ({ type: 'tablerow', version: 1, children })),
      }) as SavedNode,
  ),
);

const block = fc.oneof(
  { weight: 5, arbitrary: paragraph },
  { weight: 2, arbitrary: heading },
  { weight: 2, arbitrary: listOf(1) },
  {
    weight: 1,
    arbitrary: inline.map((children) => ({ type: 'quote', version: 1, direction: 'ltr', format: '', indent: 0, children }) as SavedNode),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'horizontalrule', version: 1 } as SavedNode) },
  { weight: 1, arbitrary: unknownBlock },
  { weight: 1, arbitrary: pullquote },
  { weight: 1, arbitrary: blockquoteContainer },
  { weight: 1, arbitrary: redBar },
  { weight: 1, arbitrary: callout },
  { weight: 1, arbitrary: buttonGroup },
  { weight: 1, arbitrary: table },
);

const savedDocument = fc
  .record({ children: fc.array(block, { maxLength: 8 }), ...element })
  .map(({ children, ...fields }) => ({ root: { type: 'root', version: 1, ...fields, children } }) as SavedDocument);

describe('the document codec', () => {
  it('is a fixed point: a valid saved document -> editor -> saved is unchanged', () => {
    fc.assert(
      fc.property(savedDocument, (document) => {
        expect(roundTrip(document)).toEqual(document);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps unknown block types, shown as an inert block', () => {
    const document: SavedDocument = {
      root: { type: 'root', version: 1, children: [{ type: 'poll', version: 1, question: 'Lunch?', options: ['yes', 'no'] }] },
    };
    const editor = savedToEditor(document);
    expect(editor.content![0]).toEqual({ type: 'inertBlock', attrs: { saved: document.root.children[0] } });
    expect(roundTrip(document)).toEqual(document);
  });

  it('drops links the product may not store (javascript:, data:) and keeps their text', () => {
    const link = (url: string) => ({
      type: 'link',
      version: 1,
      url,
      children: [{ type: 'text', version: 1, text: 'click', format: 0, detail: 0, mode: 'normal', style: '' }],
    });
    const document: SavedDocument = {
      root: {
        type: 'root',
        version: 1,
        children: [{ type: 'paragraph', version: 1, children: [link(' javascript:alert(1)'), link('data:text/html,x')] }],
      },
    };
    const saved = roundTrip(document);
    expect(JSON.stringify(saved)).not.toMatch(/javascript|data:/);
    expect(saved.root.children[0].children!.map((child) => [child.type, child.text])).toEqual([['text', 'clickclick']]);
  });

  it('drops image and video addresses no rule allows (data:, javascript:), so the next save stores the block without them', () => {
    const document: SavedDocument = {
      root: {
        type: 'root',
        version: 1,
        children: [
          { type: 'lead-image', version: 1, tagline: 'Kept', image: 'javascript:alert(1)', image_caption: 'Kept too', isVideo: false },
          {
            type: 'inline-image',
            version: 1,
            src: 'data:image/png;base64,AAAA',
            caption: 'A',
            narrativeCaption: '',
            position: 'full',
            isPlaceholder: false,
          },
          { type: 'video-node', version: 1, src: 'blob:https://example.org/1', caption: 'V', position: 'full' },
          {
            type: 'gray-cards',
            version: 1,
            cards: [
              { id: 'card-1', title: 'A', description: '', link: '', image: 'data:x', extra: 'kept' },
              { id: 'card-2', title: 'B', description: '', link: '', image: '#F6E36C' },
            ],
          },
        ],
      },
    };
    const saved = roundTrip(document).root.children;
    expect(saved[0]).toEqual({ ...document.root.children[0], image: '' });
    expect(saved[1]).toEqual({ ...document.root.children[1], src: '' });
    expect(saved[2]).toEqual({ ...document.root.children[2], src: '' });
    expect(saved[3].cards).toEqual([
      { id: 'card-1', title: 'A', description: '', link: '', image: '', extra: 'kept' },
      { id: 'card-2', title: 'B', description: '', link: '', image: '#F6E36C' },
    ]);
  });

  it('maps Lexical format bits to marks and colour styles to text colour', () => {
    const document: SavedDocument = {
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'paragraph',
            version: 1,
            children: [{ type: 'text', version: 1, text: 'Hi', format: 1 | 2 | 8, detail: 0, mode: 'normal', style: 'color: #EE3A43' }],
          },
        ],
      },
    };
    const text = savedToEditor(document).content![0].content![0];
    expect(
      text
        .marks!.map((mark) => mark.type)
        .filter((type) => type !== 'lexicalText')
        .sort(),
    ).toEqual(['bold', 'italic', 'textStyle', 'underline']);
    expect(text.marks!.find((mark) => mark.type === 'textStyle')!.attrs).toEqual({ color: '#EE3A43' });
  });

  it('reads a colour style with spaces and a semicolon after it, and keeps a style with a long run of spaces before other text as it is', () => {
    const textWith = (style: string) => {
      const document: SavedDocument = {
        root: {
          type: 'root',
          version: 1,
          children: [
            {
              type: 'paragraph',
              version: 1,
              children: [{ type: 'text', version: 1, text: 'Hi', format: 0, detail: 0, mode: 'normal', style }],
            },
          ],
        },
      };
      return savedToEditor(document).content![0].content![0];
    };
    expect(textWith(' color: #EE3A43 ;  ').marks).toContainEqual({ type: 'textStyle', attrs: { color: '#EE3A43' } });
    const long = `color: #EE3A43${' '.repeat(100_000)}x`;
    expect(textWith(long).marks).toEqual([{ type: 'lexicalText', attrs: expect.objectContaining({ style: long }) }]);
  });

  it('saves new editor content with the Lexical defaults and numbers list items', () => {
    const saved = editorToSaved({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'one' }] },
                {
                  type: 'bulletList',
                  content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'inner' }] }] }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'two',
                      marks: [{ type: 'link', attrs: { href: 'https://example.org', target: '_blank', rel: 'noopener noreferrer' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(saved.root.children[0]).toEqual({
      type: 'heading',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      tag: 'h2',
      children: [{ type: 'text', version: 1, text: 'Title', format: 0, detail: 0, mode: 'normal', style: '' }],
    });
    const list = saved.root.children[1];
    expect(list).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul', start: 1 });
    expect(list.children!.map((item) => [item.value, item.children![0].type])).toEqual([
      [1, 'text'],
      [2, 'list'],
      [2, 'link'],
    ]);
    expect(list.children![2].children![0]).toMatchObject({
      type: 'link',
      url: 'https://example.org',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});

describe('the demo site', () => {
  it('every demo page saves back unchanged through the editor schema', async () => {
    const { demoPages } = await import('../../../server/demo/content');
    for (const page of demoPages) expect(roundTrip(page.body), page.slug).toEqual(page.body);
  });
});
