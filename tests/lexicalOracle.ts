import { createHeadlessEditor } from '@lexical/headless';
import { $generateNodesFromDOM } from '@lexical/html';
import { $createAutoLinkNode, $createLinkNode, AutoLinkNode, LinkNode } from '@lexical/link';
import { $createMarkNode, MarkNode } from '@lexical/mark';
import { $createListItemNode, $createListNode, ListItemNode, ListNode } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode, type HeadingTagType } from '@lexical/rich-text';
import { $createTableCellNode, $createTableNode, $createTableRowNode, TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import fc from 'fast-check';
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $insertNodes,
  type ElementFormatType,
  type LexicalNode,
} from 'lexical';
import type { SavedDocument } from '../contract/document';

/**
 * The test oracle for documents "exactly as Lexical writes them": documents are made by the real `lexical` packages
 * (its headless editor from a generated description, and `@lexical/html` from web pages) and exported with its own
 * `toJSON`, so the tests compare against Lexical's bytes, not against what we think Lexical writes.
 */

export type Inline =
  | { kind: 'text'; text: string; format: number; style: string }
  | { kind: 'linebreak' }
  | { kind: 'link'; auto: boolean; url: string; children: Array<{ text: string; format: number }> }
  | { kind: 'mark'; ids: string[]; children: Array<{ text: string; format: number }> };

export type Block =
  | { kind: 'paragraph'; align: ElementFormatType; indent: number; inline: Inline[] }
  | { kind: 'heading'; tag: HeadingTagType; inline: Inline[] }
  | { kind: 'quote'; inline: Inline[] }
  | { kind: 'list'; listType: 'bullet' | 'number'; items: Inline[][] }
  | { kind: 'table'; rows: string[][]; header: boolean };

const NODES = [MarkNode, HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, TableNode, TableRowNode, TableCellNode];

function lexicalEditor() {
  return createHeadlessEditor({
    namespace: 'oracle',
    nodes: NODES,
    onError: (error) => {
      throw error;
    },
  });
}

function inlineNodes(inline: Inline[]): LexicalNode[] {
  return inline.map((item) => {
    if (item.kind === 'linebreak') return $createLineBreakNode();
    if (item.kind === 'text') {
      const text = $createTextNode(item.text);
      text.setFormat(item.format);
      if (item.style) text.setStyle(item.style);
      return text;
    }
    if (item.kind === 'mark') {
      const mark = $createMarkNode(item.ids);
      for (const child of item.children) mark.append($createTextNode(child.text).setFormat(child.format));
      return mark;
    }
    const link = item.auto ? $createAutoLinkNode(item.url) : $createLinkNode(item.url);
    for (const child of item.children) link.append($createTextNode(child.text).setFormat(child.format));
    return link;
  });
}

function blockNode(block: Block): LexicalNode {
  switch (block.kind) {
    case 'paragraph': {
      const paragraph = $createParagraphNode().append(...inlineNodes(block.inline));
      paragraph.setFormat(block.align);
      paragraph.setIndent(block.indent);
      return paragraph;
    }
    case 'heading':
      return $createHeadingNode(block.tag).append(...inlineNodes(block.inline));
    case 'quote':
      return $createQuoteNode().append(...inlineNodes(block.inline));
    case 'list':
      return $createListNode(block.listType).append(...block.items.map((item) => $createListItemNode().append(...inlineNodes(item))));
    case 'table':
      return $createTableNode().append(
        ...block.rows.map((row, rowIndex) =>
          $createTableRowNode().append(
            ...row.map((text) =>
              $createTableCellNode(block.header && rowIndex === 0 ? 1 : 0).append(
                $createParagraphNode().append(...(text ? [$createTextNode(text)] : [])),
              ),
            ),
          ),
        ),
      );
  }
}

/** The document Lexical writes for these blocks. */
export function lexicalDocument(blocks: Block[]): SavedDocument {
  const editor = lexicalEditor();
  editor.update(() => $getRoot().append(...blocks.map(blockNode)), { discrete: true });
  return editor.getEditorState().toJSON() as unknown as SavedDocument;
}

/** The document Lexical writes when it imports this web page's HTML (as pasting or importing it would). */
export function lexicalDocumentFromHtml(html: string): SavedDocument {
  const editor = lexicalEditor();
  editor.update(
    () => {
      const dom = new DOMParser().parseFromString(html, 'text/html');
      $getRoot().select();
      $insertNodes($generateNodesFromDOM(editor, dom));
    },
    { discrete: true },
  );
  return editor.getEditorState().toJSON() as unknown as SavedDocument;
}

const words = fc.stringMatching(/^[A-Za-z][A-Za-z ,.'-]{0,14}$/);
/** Lexical's format bits: bold 1, italic 2, strikethrough 4, underline 8, code 16, subscript 32, superscript 64, highlight 128. */
const format = fc.integer({ min: 0, max: 255 });
const style = fc.constantFrom('', 'color: #EE3A43;', 'color: #111111', 'font-size: 15px;', 'color: #1a73e8; background-color: #ffffff;');
const url = fc.constantFrom('https://example.org/', 'https://example.org/a?b=c', 'mailto:desk@example.org', '/en/news');

const inlineArbitrary: fc.Arbitrary<Inline> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('text' as const), text: words, format, style }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('linebreak' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('link' as const),
      auto: fc.boolean(),
      url,
      children: fc.array(fc.record({ text: words, format: fc.constantFrom(0, 1, 2) }), { minLength: 1, maxLength: 2 }),
    }),
  },
  {
    // Issue 35: comment threads' anchors, one thread or overlapping ones.
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('mark' as const),
      ids: fc.uniqueArray(fc.stringMatching(/^[a-z]{10}$/), { minLength: 1, maxLength: 2 }),
      children: fc.array(fc.record({ text: words, format: fc.constantFrom(0, 1, 2) }), { minLength: 1, maxLength: 2 }),
    }),
  },
);
const inlines = fc.array(inlineArbitrary, { maxLength: 6 });

export const blockArbitrary: fc.Arbitrary<Block> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('paragraph' as const),
      align: fc.constantFrom<ElementFormatType>('', 'left', 'center', 'right', 'justify'),
      indent: fc.integer({ min: 0, max: 2 }),
      inline: inlines,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('heading' as const),
      tag: fc.constantFrom<HeadingTagType>('h1', 'h2', 'h3', 'h4', 'h5', 'h6'),
      inline: inlines,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quote' as const), inline: inlines }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('list' as const),
      listType: fc.constantFrom('bullet' as const, 'number' as const),
      items: fc.array(inlines, { maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('table' as const),
      header: fc.boolean(),
      rows: fc
        .integer({ min: 1, max: 3 })
        .chain((columns) =>
          fc.array(fc.array(fc.oneof(words, fc.constant('')), { minLength: columns, maxLength: columns }), { minLength: 1, maxLength: 3 }),
        ),
    }),
  },
);

export const documentArbitrary = fc.array(blockArbitrary, { minLength: 1, maxLength: 8 });
