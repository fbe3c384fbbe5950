import { Fragment, startTransition, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { isSafeLink } from '../../contract/links';
import type { SavedDocument, SavedNode } from '../../contract/document';
import { blockRenderers } from '../blocks/renderers';
import { readerMessages } from '../i18n/reader';
import type { Translate } from '../i18n/translate';
import { formatTagsOf, textStyleOf } from './textStyle';
import { useMessages } from '../i18n/useMessages';

interface DocumentViewProps {
  document: SavedDocument | null | undefined;
  labelUnknownBlocks?: boolean;
}

type Flow = 'block' | 'inline';

interface RenderContext {
  labelUnknownBlocks: boolean;
  /** The reader's messages in the page's locale: checklist states and unknown-block labels. */
  t: Translate<'document.done' | 'document.toDo' | 'document.unsupported'>;
}

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const LEGACY_INLINE_TAGS: Record<string, 'strong' | 'em' | 'span'> = {
  'custom-bold-node': 'strong',
  'custom-italic-node': 'em',
  'custom-span-node': 'span',
};

function isNode(value: unknown): value is SavedNode {
  return typeof value === 'object' && value !== null && typeof (value as SavedNode).type === 'string';
}

function childrenOf(node: SavedNode): SavedNode[] {
  return Array.isArray(node.children) ? node.children.filter(isNode) : [];
}

function elementStyleOf(node: SavedNode): CSSProperties | undefined {
  const style: CSSProperties = {};
  if (typeof node.format === 'string' && ALIGNMENTS.has(node.format)) {
    style.textAlign = node.format as CSSProperties['textAlign'];
  }
  if (typeof node.indent === 'number' && node.indent > 0) {
    style.paddingInlineStart = `${Math.min(Math.floor(node.indent), 10) * 2}em`;
  }
  return Object.keys(style).length ? style : undefined;
}

function directionOf(node: SavedNode): 'rtl' | undefined {
  return node.direction === 'rtl' ? 'rtl' : undefined;
}

function isExternalLink(url: string): boolean {
  if (!/^(https?:)?\/\//i.test(url)) return false;
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

function renderText(node: SavedNode, key: number): ReactNode {
  const text = typeof node.text === 'string' ? node.text : '';
  if (!text) return null;
  let content: ReactNode = text;
  for (const Tag of formatTagsOf(node.format).reverse()) content = <Tag>{content}</Tag>;
  const style = textStyleOf(node.style);
  if (style) content = <span style={style}>{content}</span>;
  return <Fragment key={key}>{content}</Fragment>;
}

function renderChildren(node: SavedNode, flow: Flow, context: RenderContext): ReactNode[] {
  return childrenOf(node).map((child, index) => renderNode(child, index, flow, context));
}

function renderLink(node: SavedNode, key: number, context: RenderContext): ReactNode {
  const children = renderChildren(node, 'inline', context);
  const url = typeof node.url === 'string' ? node.url.trim() : '';
  if (!url || !isSafeLink(url)) return <Fragment key={key}>{children}</Fragment>;
  const newTab = node.target === '_blank' || isExternalLink(url);
  return (
    <a
      key={key}
      href={url}
      title={typeof node.title === 'string' && node.title ? node.title : undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}

interface ListEntry {
  item: SavedNode;
  nested: SavedNode[];
}

function isNestedListWrapper(item: SavedNode): boolean {
  const children = childrenOf(item);
  return children.length > 0 && children.every((child) => child.type === 'list');
}

function renderList(node: SavedNode, key: number, context: RenderContext): ReactNode {
  const entries: ListEntry[] = [];
  for (const child of childrenOf(node)) {
    const previous = entries[entries.length - 1];
    if (child.type === 'listitem' && isNestedListWrapper(child) && previous) {
      previous.nested.push(...childrenOf(child));
    } else {
      entries.push({ item: child, nested: [] });
    }
  }
  const checklist = node.listType === 'check';
  const ordered = !checklist && (node.listType === 'number' || (node.listType === undefined && node.tag === 'ol'));
  const items = entries.map(({ item, nested }, index) => {
    if (item.type !== 'listitem') return renderNode(item, index, 'block', context);
    const checked = item.checked === true;
    return (
      <li key={index} className={checklist ? (checked ? 'checked' : 'unchecked') : undefined}>
        {checklist && <span className="visually-hidden">{context.t(checked ? 'document.done' : 'document.toDo')}</span>}
        {renderChildren(item, 'block', context)}
        {nested.map((list, nestedIndex) => renderList(list, nestedIndex, context))}
      </li>
    );
  });
  if (ordered) {
    const start = typeof node.start === 'number' && node.start !== 1 ? node.start : undefined;
    return (
      <ol key={key} start={start} dir={directionOf(node)}>
        {items}
      </ol>
    );
  }
  return (
    <ul key={key} className={checklist ? 'checklist' : undefined} dir={directionOf(node)}>
      {items}
    </ul>
  );
}

function renderUnknown(node: SavedNode, key: number, flow: Flow, context: RenderContext): ReactNode {
  if (typeof node.text === 'string' && childrenOf(node).length === 0) return renderText(node, key);
  const children = renderChildren(node, flow, context);
  const Tag = flow === 'inline' ? 'span' : 'div';
  if (context.labelUnknownBlocks) {
    return (
      <Tag key={key} className="unknown-block" role="group" aria-label={context.t('document.unsupported', { type: node.type })} inert>
        {children.length > 0 ? children : node.type}
      </Tag>
    );
  }
  if (children.length === 0) return null;
  return <Tag key={key}>{children}</Tag>;
}

function renderNode(node: SavedNode, key: number, flow: Flow, context: RenderContext): ReactNode {
  const Renderer = Object.hasOwn(blockRenderers, node.type) ? blockRenderers[node.type] : undefined;
  if (Renderer) {
    return (
      <Renderer key={key} node={node} renderChildren={(parent, childFlow = 'block') => renderChildren(parent, childFlow, context)}>
        {renderChildren(node, 'block', context)}
      </Renderer>
    );
  }
  switch (node.type) {
    case 'text':
    case 'code-highlight':
      return renderText(node, key);
    case 'tab':
      return '\t';
    case 'linebreak':
      return <br key={key} />;
    case 'paragraph':
      return (
        <p key={key} style={elementStyleOf(node)} dir={directionOf(node)}>
          {renderChildren(node, 'inline', context)}
        </p>
      );
    case 'custom-paragraph':
      return (
        <p key={key} className="old-editor-paragraph">
          {renderChildren(node, 'inline', context)}
        </p>
      );
    case 'heading': {
      const Tag = (typeof node.tag === 'string' && HEADING_TAGS.has(node.tag) ? node.tag : 'h2') as 'h2';
      return (
        <Tag key={key} style={elementStyleOf(node)} dir={directionOf(node)}>
          {renderChildren(node, 'inline', context)}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote key={key} style={elementStyleOf(node)} dir={directionOf(node)}>
          {renderChildren(node, 'block', context)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={key}>
          <code>{renderChildren(node, 'inline', context)}</code>
        </pre>
      );
    case 'list':
      return renderList(node, key, context);
    case 'listitem':
      return <li key={key}>{renderChildren(node, 'block', context)}</li>;
    case 'link':
    case 'autolink':
      return renderLink(node, key, context);
    case 'horizontalrule':
      return <hr key={key} />;
    default:
      if (Object.hasOwn(LEGACY_INLINE_TAGS, node.type) && childrenOf(node).length > 0) {
        const Tag = LEGACY_INLINE_TAGS[node.type];
        return <Tag key={key}>{renderChildren(node, 'inline', context)}</Tag>;
      }
      return renderUnknown(node, key, flow, context);
  }
}

/** Enough blocks to fill the first screen; the rest of a long document follows in the next render (also after hydrating the server's). */
export const FIRST_PAINT_BLOCKS = 12;

export function DocumentView({ document, labelUnknownBlocks = false }: DocumentViewProps) {
  const t = useMessages(readerMessages);
  const [complete, setComplete] = useState(false);
  useEffect(() => startTransition(() => setComplete(true)), []);
  const root = document?.root;
  if (!isNode(root)) return null;
  const blocks = complete ? childrenOf(root) : childrenOf(root).slice(0, FIRST_PAINT_BLOCKS);
  return <div className="document">{blocks.map((block, index) => renderNode(block, index, 'block', { labelUnknownBlocks, t }))}</div>;
}
