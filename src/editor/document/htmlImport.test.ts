import { getSchema, type JSONContent } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { savedDocumentSchema, type SavedDocument, type SavedNode } from '../../../contract/document';
import { unsafeLinksIn } from '../../../contract/documentLinks';
import { schemaExtensions } from '../schemaExtensions';
import { editorToSaved, savedToEditor } from './codec';
import { importHtml } from './htmlImport';

const schema = getSchema(schemaExtensions());

function roundTrip(document: SavedDocument): SavedDocument {
  const node = ProseMirrorNode.fromJSON(schema, savedToEditor(document));
  node.check();
  return editorToSaved(node.toJSON() as JSONContent);
}

function textOf(node: SavedNode): string {
  const own = node.type === 'text' ? String(node.text) : typeof node.caption === 'string' ? node.caption : '';
  return own + (node.children ?? []).map(textOf).join('');
}

const visible = (text: string) => text.replace(/\s+/g, '');

/** Every check the import promises for any input: valid, safe, editable and saved back unchanged. */
function checkedImport(html: string): SavedDocument {
  const document = importHtml(html);
  expect(v.safeParse(savedDocumentSchema, document).success).toBe(true);
  expect(unsafeLinksIn(document)).toEqual([]);
  expect(roundTrip(document)).toEqual(document);
  return document;
}

function outline(node: SavedNode): unknown {
  if (node.type === 'text') return node.format ? [node.text, node.format] : node.text;
  if (node.type === 'linebreak') return '\n';
  if (node.type === 'link') return { link: node.url, children: node.children!.map(outline) };
  const children = (node.children ?? []).map(outline);
  return { [node.type]: children.length === 1 && typeof children[0] === 'string' ? children[0] : children };
}

const blocksOf = (html: string) => checkedImport(html).root.children.map(outline);

type Tree = string | { name: string; attributes: string; children: Tree[] };

const HIDDEN = [
  'script',
  'style',
  'noscript',
  'template',
  'select',
  'option',
  'textarea',
  'iframe',
  'video',
  'object',
  'svg',
  'title',
  '!--',
];
const VOID = ['br', 'hr', 'img', 'input', 'meta', 'wbr'];
const CONTAINERS = [
  'p',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'a',
  'font',
  'o:p',
  'h2',
  'h5',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'tbody',
  'tr',
  'td',
  'th',
  'pre',
  'section',
  'center',
  'small',
  'code',
];
const attributes = fc.constantFrom(
  '',
  ' class=MsoNormal',
  " style='mso-bidi-font-weight:normal;font-weight:bold'",
  ' style="font-style:italic;color:red"',
  ' onclick="alert(1)"',
  ' href="https://example.org/x"',
  ' href="javascript:alert(1)"',
  ' href',
  ' class="supplementary"',
  ' id="docs-internal-guid-9" style="font-weight:normal"',
  ' src="https://cdn.example.org/i.jpg"',
  ' src="javascript:x"',
  ' start="4"',
);
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(' ', '\n  ', '&', '<b>', 'a b', '書', '\u00a0', 'x\ty', '&amp;'));

const { node: treeNode } = fc.letrec<{ node: Tree; element: Tree; hidden: Tree; empty: Tree }>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, text, tie('element'), tie('hidden'), tie('empty')),
  element: fc.record({ name: fc.constantFrom(...CONTAINERS), attributes, children: fc.array(tie('node'), { maxLength: 4 }) }),
  hidden: fc.record({
    name: fc.constantFrom(...HIDDEN),
    attributes: fc.constant(''),
    children: text.map((value) => [value.replace(/-|>/g, '')]),
  }),
  empty: fc.record({ name: fc.constantFrom(...VOID), attributes, children: fc.constant<Tree[]>([]) }),
}));

function escaped(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function htmlOf(tree: Tree): string {
  if (typeof tree === 'string') return escaped(tree);
  if (tree.name === '!--') return `<!--${tree.children.join('')}-->`;
  if (VOID.includes(tree.name)) return `<${tree.name}${tree.attributes}>`;
  return `<${tree.name}${tree.attributes}>${tree.children.map(htmlOf).join('')}</${tree.name}>`;
}

function visibleTextOf(tree: Tree): string {
  if (typeof tree === 'string') return tree;
  return HIDDEN.includes(tree.name) ? '' : tree.children.map(visibleTextOf).join('');
}

describe('importHtml', () => {
  it('keeps every visible character of messy HTML, in order, in a valid document that saves back unchanged', () => {
    fc.assert(
      fc.property(fc.array(treeNode, { maxLength: 8 }), (trees) => {
        const document = checkedImport(trees.map(htmlOf).join(''));
        expect(visible(document.root.children.map(textOf).join(''))).toBe(visible(trees.map(visibleTextOf).join('')));
      }),
      { numRuns: 300 },
    );
  });

  it('maps headings, paragraphs, inline formats, line breaks and rules', () => {
    expect(
      blocksOf(
        '<h1>Title</h1><h3>Sub <em>title</em></h3><p>One <b>two</b> <strong><i>three</i></strong></p><hr><p>a<br>b <u>u</u><s>s</s></p>',
      ),
    ).toEqual([
      { heading: 'Title' },
      { heading: ['Sub ', ['title', 2]] },
      { paragraph: ['One ', ['two', 1], ' ', ['three', 3]] },
      { horizontalrule: [] },
      { paragraph: ['a', '\n', 'b ', ['u', 8], ['s', 4]] },
    ]);
    expect(checkedImport('<h4>x</h4>').root.children[0]).toMatchObject({
      type: 'heading',
      tag: 'h4',
      direction: 'ltr',
      format: '',
      indent: 0,
    });
  });

  it('collapses white space as a browser does and keeps non-breaking spaces', () => {
    expect(blocksOf('  <p>\n  Hello \t  <b> big </b>  world\n</p>\n<p>a&nbsp;&nbsp;b</p><pre>x  y\nz</pre>')).toEqual([
      { paragraph: ['Hello ', ['big ', 1], 'world'] },
      { paragraph: 'a\u00a0\u00a0b' },
      { paragraph: ['x  y', '\n', 'z'] },
    ]);
  });

  it('drops spaces and tabs at the end of a preformatted line, and keeps a long run before other text', () => {
    const run = '\t '.repeat(100_000);
    expect(blocksOf(`<pre>a${run}\nb${run}c${run}</pre>`)).toEqual([{ paragraph: ['a', '\n', `b${run}c`] }]);
  });

  it('keeps safe links, gives a link without href #, and keeps only the text of an unsafe link', () => {
    const [paragraph] = checkedImport(
      '<p><a href="https://example.org/a" onclick="steal()">ext</a> <a href="/en/x">rel</a> <a name="top">anchor</a> <a href="javascript:alert(1)">bad</a> <a href=" JaVa&#x09;script:x">worse</a></p>',
    ).root.children;
    expect(outline(paragraph)).toEqual({
      paragraph: [
        { link: 'https://example.org/a', children: ['ext'] },
        ' ',
        { link: '/en/x', children: ['rel'] },
        ' ',
        { link: '#', children: ['anchor'] },
        ' bad worse',
      ],
    });
    expect(paragraph.children![0]).toEqual({
      type: 'link',
      version: 1,
      url: 'https://example.org/a',
      rel: 'noopener noreferrer',
      target: '_blank',
      title: null,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [{ type: 'text', version: 1, text: 'ext', format: 0, detail: 0, mode: 'normal', style: '' }],
    });
  });

  it('maps lists in Lexical form, at most two levels deep, numbering as Lexical does', () => {
    const [list] = checkedImport('<ol start="3"><li>a<ul><li>b<ol><li>c</li></ol></li><li>d</li></ul></li><li>e</li></ol>').root.children;
    expect(list).toMatchObject({ type: 'list', listType: 'number', start: 3, tag: 'ol' });
    expect(list.children!.map((item) => [item.value, outline(item.children![0])])).toEqual([
      [3, 'a'],
      [4, { list: [{ listitem: 'b' }, { listitem: 'c' }, { listitem: 'd' }] }],
      [4, 'e'],
    ]);
    expect(list.children![1].children![0]).toMatchObject({ listType: 'bullet', tag: 'ul', start: 1 });
  });

  it('maps quote, image, video and supplementary figures', () => {
    const [quote, image, video, embed, plain, callout] = checkedImport(`
      <figure><blockquote><p>Words of <b>note</b></p></blockquote><figcaption>Someone</figcaption></figure>
      <figure><a href="/big"><img src="https://cdn.example.org/a.jpg" alt="A"></a><figcaption>The <i>harbour</i></figcaption></figure>
      <figure><video controls><source src="/media/clip.mp4"></video><figcaption>Clip</figcaption></figure>
      <iframe src="https://www.youtube.com/embed/abc" onload="x()"></iframe>
      <blockquote><p>One</p><p>Two</p></blockquote>
      <div class="box supplementary"><h3>Note</h3><p>Read <a href="/more">more</a>.</p><ul><li>item</li></ul></div>
    `).root.children;
    expect(outline(quote)).toEqual({
      'project-new-blockquote-container': [{ 'blockquote-title': ['Words of ', ['note', 1]] }, { 'blockquote-content': 'Someone' }],
    });
    expect(quote.__position).toBe('center');
    expect(image).toEqual({
      type: 'inline-image',
      version: 1,
      src: 'https://cdn.example.org/a.jpg',
      caption: 'The harbour',
      narrativeCaption: '',
      position: 'full',
      isPlaceholder: false,
      altText: 'A',
      decorative: false,
    });
    expect(video).toEqual({ type: 'video-node', version: 1, src: '/media/clip.mp4', caption: 'Clip', position: 'full' });
    expect(embed).toEqual({ type: 'video-node', version: 1, src: 'https://www.youtube.com/embed/abc', caption: '', position: 'full' });
    expect(outline(plain)).toEqual({ 'blockquote-container': [{ paragraph: 'One' }, { paragraph: 'Two' }] });
    expect(callout).toMatchObject({ type: 'custom-block-element-node', customClassName: 'supplementary-wrapper' });
    expect(outline(callout)).toEqual({
      'custom-block-element-node': [
        { 'custom-supplementary-title-node': 'Note' },
        {
          'custom-supplementary-content-node': [
            { paragraph: ['Read ', { link: '/more', children: ['more'] }, '.'] },
            { paragraph: 'item' },
          ],
        },
      ],
    });
  });

  it('maps old editor HTML of b, i, a and span runs to legacy nodes', () => {
    const [legacy] = checkedImport('<b>Bold</b> plain <i>it <a href="/x">link</a></i><br><span>end </span><a href="javascript:x">t</a>')
      .root.children;
    expect(legacy).toMatchObject({ type: 'custom-paragraph', className: 'old-editor-paragraph' });
    expect(outline(legacy)).toEqual({
      'custom-paragraph': [
        { 'custom-bold-node': 'Bold' },
        { 'custom-span-node': ' plain ' },
        { 'custom-italic-node': ['it ', { link: '/x', children: ['link'] }] },
        '\n',
        { 'custom-span-node': 'end ' },
        { 'custom-span-node': 't' },
      ],
    });
  });

  it('drops scripts, styles, embeds, form controls, handlers, styles and unsafe media', () => {
    const document = checkedImport(`
      <style>p { color: red }</style><script>alert(1)</script><noscript>enable js</noscript><template><p>t</p></template>
      <p style="color:red" onmouseover="x()">kept<!-- secret --></p><object data="x.swf">obj</object><embed src="y">
      <form><input value="v"><select><option>opt</option></select><textarea>area</textarea><button>Send</button></form>
      <iframe src="https://evil.example.org/embed"></iframe><img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">
      <img src="mailto:a@b.c"><svg><text>drawn</text></svg>
    `);
    expect(document.root.children.map(outline)).toEqual([{ paragraph: 'kept' }, { paragraph: 'Send' }]);
    expect(JSON.stringify(document)).not.toMatch(/alert|color|onmouseover|secret|evil|data:|mailto/);
  });

  it('imports a Word export: MsoNormal paragraphs, mso styles, o:p and conditional comments', () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
      <style><!-- p.MsoNormal {margin:0cm;} --></style><!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--></head>
      <body lang=EN-GB style='tab-interval:36.0pt'><div class=WordSection1>
      <p class=MsoTitle><span lang=EN-GB style='mso-ansi-language:EN-GB'>Annual <b style='mso-bidi-font-weight:normal'>Report</b><o:p></o:p></span></p>
      <p class=MsoNormal><span style='font-size:11.0pt;mso-bidi-font-family:Calibri'>The harbour&#8217;s <i>ferries</i> ran&nbsp;late.<o:p></o:p></span></p>
      <p class=MsoNormal><o:p>&nbsp;</o:p></p>
      <p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>First point<o:p></o:p></p>
      <table class=MsoTableGrid border=1><tr><td width=301 valign=top><p class=MsoNormal>Cell <span style='font-weight:bold'>one</span></p></td><td><p class=MsoNormal>Cell two</p></td></tr></table>
      </div></body></html>`;
    expect(blocksOf(html)).toEqual([
      { paragraph: ['Annual ', ['Report', 1]] },
      { paragraph: ['The harbour\u2019s ', ['ferries', 2], ' ran\u00a0late.'] },
      { paragraph: '·\u00a0\u00a0 First point' },
      { paragraph: ['Cell ', ['one', 1]] },
      { paragraph: 'Cell two' },
    ]);
  });

  it('imports a Google Docs export: the normal-weight b wrapper and styled spans', () => {
    const html = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial;font-weight:400">Programme</span></h2>
      <p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700;font-style:normal">Bold</span><span style="font-size:11pt;font-weight:400"> and </span><span style="font-style:italic;text-decoration:underline;">styled</span><a href="https://example.org/doc" style="text-decoration:none;"><span style="color:#1155cc;text-decoration:underline">a link</span></a></p>
      <ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc"><p dir="ltr" role="presentation"><span>Point one</span></p></li><li><p><span>Point two</span></p></li></ul><br></b><br class="Apple-interchange-newline">`;
    expect(blocksOf(html)).toEqual([
      { heading: 'Programme' },
      { paragraph: [['Bold', 1], ' and ', ['styled', 10], { link: 'https://example.org/doc', children: [['a link', 8]] }] },
      { list: [{ listitem: 'Point one' }, { listitem: 'Point two' }] },
    ]);
  });

  it('imports nested layout tables as the text of their cells, in order', () => {
    const html = `<table width="100%"><tr><td><table><tr><td><b>Left</b> top</td><td>Right <table><tr><td>deep</td></tr></table></td></tr></table></td>
      <td style="background:url(javascript:x)">Side <img src="/logo.png"></td></tr><tr><th>Head</th></tr></table>`;
    expect(blocksOf(html)).toEqual([
      { paragraph: [['Left', 1], ' top'] },
      { paragraph: 'Right' },
      { paragraph: 'deep' },
      { paragraph: 'Side' },
      { 'inline-image': [] },
      { paragraph: 'Head' },
    ]);
  });

  it('survives content nested far too deeply and keeps its text', () => {
    const depth = 5000;
    const html = `${'<div><span>'.repeat(depth)}core${'</span></div>'.repeat(depth)}<ul>${'<li><ul>'.repeat(depth)}leaf${'</ul></li>'.repeat(depth)}</ul>`;
    const document = checkedImport(html);
    expect(visible(document.root.children.map(textOf).join(''))).toBe('coreleaf');
    const legacy = checkedImport(`${'<b><i>'.repeat(depth)}old${'</i></b>'.repeat(depth)}`);
    expect(legacy.root.children.map(textOf).join('')).toBe('old');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (html) => void checkedImport(html)),
      { numRuns: 200 },
    );
  });
});
