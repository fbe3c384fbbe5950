import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedDocument, SavedNode } from '../../contract';
import { blockRenderers } from '../blocks/renderers';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocumentView, FIRST_PAINT_BLOCKS } from './DocumentView';

function text(value: string, extra: Partial<SavedNode> = {}): SavedNode {
  return { type: 'text', version: 1, text: value, format: 0, style: '', detail: 0, mode: 'normal', ...extra };
}

function element(type: string, children: SavedNode[], extra: Partial<SavedNode> = {}): SavedNode {
  return { type, version: 1, direction: 'ltr', format: '', indent: 0, children, ...extra };
}

function paragraph(...children: SavedNode[]): SavedNode {
  return element('paragraph', children);
}

function link(url: string, label: string, extra: Partial<SavedNode> = {}): SavedNode {
  return element('link', [text(label)], { url, rel: null, target: null, title: null, ...extra });
}

function listItem(children: SavedNode[], value = 1): SavedNode {
  return element('listitem', children, { value });
}

function list(listType: 'bullet' | 'number' | 'check', items: SavedNode[], extra: Partial<SavedNode> = {}): SavedNode {
  return element('list', items, { listType, start: 1, tag: listType === 'number' ? 'ol' : 'ul', ...extra });
}

function documentOf(...children: SavedNode[]): SavedDocument {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } };
}

function renderDocument(...children: SavedNode[]) {
  return render(<DocumentView document={documentOf(...children)} />);
}

describe('DocumentView', () => {
  afterEach(() => {
    for (const type of Object.keys(blockRenderers)) delete blockRenderers[type];
  });

  it('renders a comment mark (issue 35) as its text alone, with no thread id', () => {
    const html = renderToStaticMarkup(
      <DocumentView document={documentOf(paragraph(text('Before '), element('mark', [text('marked')], { ids: ['secret-thread'] })))} />,
    );
    expect(html).toContain('<p>Before <span>marked</span></p>');
    expect(html).not.toContain('secret-thread');
  });

  it('renders paragraphs with their text', () => {
    const { container } = renderDocument(paragraph(text('First.')), paragraph(text('Second.')));
    const paragraphs = container.querySelectorAll('.document > p');
    expect([...paragraphs].map((node) => node.textContent)).toEqual(['First.', 'Second.']);
  });

  it('keeps safe alignment and drops unknown alignment values', () => {
    const { container } = renderDocument(
      element('paragraph', [text('Centred')], { format: 'center' }),
      element('paragraph', [text('Odd')], { format: 'url(x)' }),
    );
    const [centred, odd] = container.querySelectorAll('p');
    expect(centred).toHaveStyle({ textAlign: 'center' });
    expect(odd.getAttribute('style')).toBeNull();
  });

  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])('renders a %s heading', (tag) => {
    renderDocument(element('heading', [text('Title')], { tag }));
    const heading = screen.getByRole('heading', { name: 'Title' });
    expect(heading.tagName).toBe(tag.toUpperCase());
  });

  it('renders a heading with a bad tag as h2', () => {
    renderDocument(element('heading', [text('Safe')], { tag: 'script' }));
    expect(screen.getByRole('heading', { name: 'Safe', level: 2 })).toBeInTheDocument();
  });

  it.each([
    [1, 'STRONG'],
    [2, 'EM'],
    [4, 'S'],
    [8, 'U'],
    [16, 'CODE'],
  ])('renders format %i as %s', (format, tag) => {
    const { container } = renderDocument(paragraph(text('styled', { format })));
    const styled = container.querySelector('p')!.firstElementChild!;
    expect(styled.tagName).toBe(tag);
    expect(styled).toHaveTextContent('styled');
  });

  it('nests combined formats', () => {
    const { container } = renderDocument(paragraph(text('both', { format: 1 | 2 | 8 })));
    expect(container.querySelector('p > strong > em > u')).toHaveTextContent('both');
  });

  it('keeps palette colours and drops every other style', () => {
    const { container } = renderDocument(
      paragraph(
        text('red', { style: 'color: #EE3A43' }),
        text('custom', { style: 'color: #123456' }),
        text('big', { style: 'font-size: 90px; background: url(x)' }),
      ),
    );
    const red = screen.getByText('red');
    expect(red.tagName).toBe('SPAN');
    expect(red).toHaveStyle({ color: '#EE3A43' });
    expect(container.querySelectorAll('[style]')).toHaveLength(1);
    expect(container.querySelector('p')).toHaveTextContent('redcustombig');
  });

  it('escapes text rather than reading it as HTML', () => {
    const { container } = renderDocument(paragraph(text('<img src=x onerror=alert(1)>')));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('renders line breaks, horizontal rules, quotes and code', () => {
    const { container } = renderDocument(
      paragraph(text('one'), { type: 'linebreak', version: 1 }, text('two')),
      { type: 'horizontalrule', version: 1 },
      element('quote', [text('Quoted words')]),
      element('code', [text('let a = 1;')]),
    );
    expect(container.querySelector('p > br')).not.toBeNull();
    expect(container.querySelector('p')!.innerHTML).toBe('one<br>two');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelector('blockquote')).toHaveTextContent('Quoted words');
    expect(container.querySelector('pre > code')).toHaveTextContent('let a = 1;');
  });

  it('renders a relative link in the same tab', () => {
    renderDocument(paragraph(link('/en/stories/next', 'Next story')));
    const anchor = screen.getByRole('link', { name: 'Next story' });
    expect(anchor).toHaveAttribute('href', '/en/stories/next');
    expect(anchor).not.toHaveAttribute('target');
    expect(anchor).not.toHaveAttribute('rel');
  });

  it('opens external links in a new tab without opener or referrer', () => {
    renderDocument(paragraph(link('https://example.org/report', 'Report', { title: 'The report' })));
    const anchor = screen.getByRole('link', { name: 'Report' });
    expect(anchor).toHaveAttribute('href', 'https://example.org/report');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(anchor).toHaveAttribute('title', 'The report');
  });

  it('honours a stored _blank target with a safe rel', () => {
    renderDocument(paragraph(link('/en/news', 'News', { target: '_blank', rel: 'opener' })));
    const anchor = screen.getByRole('link', { name: 'News' });
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders mailto and tel links', () => {
    renderDocument(paragraph(link('mailto:desk@example.org', 'Write to us'), link('tel:+85212345678', 'Call us')));
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:desk@example.org');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+85212345678');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' JavaScript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav\u0001ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('renders the text of an unsafe link %j without a link', (url) => {
    const { container } = renderDocument(paragraph(text('Before '), link(url, 'click me'), text(' after')));
    expect(container.querySelector('a')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('Before click me after');
  });

  it('renders a link without a url as its text', () => {
    const { container } = renderDocument(paragraph(element('link', [text('no url')])));
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('no url');
  });

  it('renders bulleted and numbered lists', () => {
    renderDocument(
      list('bullet', [listItem([text('Apples')]), listItem([text('Pears')])]),
      list('number', [listItem([text('First')]), listItem([text('Second')])], { start: 3 }),
    );
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets.tagName).toBe('UL');
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apples', 'Pears']);
    expect(numbers.tagName).toBe('OL');
    expect(numbers).toHaveAttribute('start', '3');
    expect(within(numbers).getAllByRole('listitem')).toHaveLength(2);
  });

  it('nests a list saved as its own list item inside the previous item', () => {
    const { container } = renderDocument(
      list('bullet', [
        listItem([text('Fruit')]),
        listItem([list('number', [listItem([text('Apples')]), listItem([text('Pears')])])], 2),
        listItem([text('Vegetables')], 2),
      ]),
    );
    const outer = container.querySelector('.document > ul')!;
    expect(outer.children).toHaveLength(2);
    const fruit = outer.children[0];
    expect(fruit.firstChild?.textContent).toBe('Fruit');
    const nested = fruit.querySelector(':scope > ol')!;
    expect([...nested.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Apples', 'Pears']);
    expect(outer.children[1]).toHaveTextContent('Vegetables');
  });

  it('keeps a nested list that has no previous item', () => {
    const { container } = renderDocument(list('bullet', [listItem([list('bullet', [listItem([text('Only')])])])]));
    expect(container.querySelector('ul > li > ul > li')).toHaveTextContent('Only');
  });

  it('nests a list placed inside an item next to its text', () => {
    const { container } = renderDocument(list('bullet', [listItem([text('Parent'), list('bullet', [listItem([text('Child')])])])]));
    expect(container.querySelector('ul > li > ul > li')).toHaveTextContent('Child');
  });

  it('marks checklist items as done or to do', () => {
    const { container } = renderDocument(
      list('check', [
        { ...listItem([text('Write')]), checked: true },
        { ...listItem([text('Edit')]), checked: false },
      ]),
    );
    expect(container.querySelector('ul.checklist')).not.toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Done: Write');
    expect(items[1]).toHaveTextContent('To do: Edit');
  });

  it('keeps the text of unknown node types for readers', () => {
    const { container } = renderDocument(
      element('mystery-block', [paragraph(text('Inside a mystery'))]),
      paragraph(text('Before '), element('mystery-inline', [text('inline words')]), text(' after')),
      { type: 'mystery-leaf', version: 1, text: 'leaf text' },
      { type: 'mystery-empty', version: 1 },
    );
    expect(screen.getByText('Inside a mystery')).toBeInTheDocument();
    expect(container.querySelector('p')?.parentElement?.tagName).toBe('DIV');
    expect(screen.getByText('inline words').tagName).toBe('SPAN');
    expect(container).toHaveTextContent('Before inline words after');
    expect(container).toHaveTextContent('leaf text');
    expect(container).not.toHaveTextContent(/mystery-(block|inline|leaf|empty)/);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('labels unknown blocks as inert placeholders for editors', () => {
    render(
      <DocumentView
        document={documentOf(element('mystery-block', [paragraph(text('Kept'))]), { type: 'mystery-empty', version: 1 })}
        labelUnknownBlocks
      />,
    );
    const placeholder = screen.getByRole('group', { name: 'Unsupported block: mystery-block' });
    expect(placeholder).toHaveTextContent('Kept');
    expect(placeholder).toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: 'Unsupported block: mystery-empty' })).toHaveTextContent('mystery-empty');
  });

  it('renders legacy nodes as paragraphs and inline formatting', () => {
    const { container } = renderDocument(
      element('custom-paragraph', [element('custom-bold-node', [text('Bold')]), element('custom-italic-node', [text('Italic')])]),
    );
    expect(container.querySelector('p.old-editor-paragraph > strong')).toHaveTextContent('Bold');
    expect(container.querySelector('p.old-editor-paragraph > em')).toHaveTextContent('Italic');
  });

  it('renders registered block types through the reader registry', () => {
    blockRenderers['test-callout'] = ({ node, children }) => <aside aria-label={String(node.label)}>{children}</aside>;
    renderDocument(element('test-callout', [paragraph(text('Callout body'))], { label: 'Note' }));
    expect(screen.getByRole('complementary', { name: 'Note' })).toHaveTextContent('Callout body');
  });

  it('ignores registry look-ups of inherited names', () => {
    renderDocument(element('constructor', [paragraph(text('Still text'))]));
    expect(screen.getByText('Still text')).toBeInTheDocument();
  });

  it('renders nothing for a missing or malformed document', () => {
    const { container, rerender } = render(<DocumentView document={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DocumentView document={{} as SavedDocument} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DocumentView document={{ root: { type: 'root', version: 1, children: 'nope' } } as unknown as SavedDocument} />);
    expect(container.querySelector('.document')).toBeEmptyDOMElement();
  });

  it('skips children that are not nodes', () => {
    const { container } = renderDocument(paragraph(text('ok'), null as unknown as SavedNode, 'x' as unknown as SavedNode));
    expect(container.querySelector('p')).toHaveTextContent('ok');
  });

  it('renders text, tab and empty paragraphs without crashing', () => {
    const { container } = renderDocument(
      paragraph(text('a'), { type: 'tab', version: 1, text: '\t' }, text('b')),
      paragraph(),
      paragraph(text('')),
    );
    expect(container.querySelectorAll('p')).toHaveLength(3);
    expect(container.querySelector('p')!.textContent).toBe('a\tb');
  });

  it('paints the first screenful of a long document first, and the rest in the next render', () => {
    const paragraphs = Array.from({ length: FIRST_PAINT_BLOCKS + 8 }, (_, index) => paragraph(text(`Block ${index + 1}`)));
    const long = documentOf(...paragraphs);
    expect(renderToStaticMarkup(<DocumentView document={long} />).match(/<p>/g)).toHaveLength(FIRST_PAINT_BLOCKS);
    const { container } = render(<DocumentView document={long} />);
    expect(container.querySelectorAll('p')).toHaveLength(FIRST_PAINT_BLOCKS + 8);
    expect(container.querySelector('p:last-child')).toHaveTextContent(`Block ${FIRST_PAINT_BLOCKS + 8}`);
  });
});
