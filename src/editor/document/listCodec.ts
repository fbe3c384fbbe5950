import type { JSONContent } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { inlineFromEditor, inlineToEditor } from './inlineCodec';
import { ELEMENT_DEFAULTS, fieldsOf, withFields, type Fields } from '../kit/savedFields';

const EDITOR_LIST = { bullet: 'bulletList', number: 'orderedList' } as const;

/** A bullet or numbered list with items; an empty one (which the editor cannot hold) stays an inert block. */
export function isEditableList(node: SavedNode): boolean {
  return node.type === 'list' && (node.listType === 'bullet' || node.listType === 'number') && (node.children?.length ?? 0) > 0;
}

function isWrapper(item: SavedNode): boolean {
  return item.children?.length === 1 && item.children[0].type === 'list';
}

/**
 * A saved list to an editor list. Lexical keeps a nested list in a list item of its own after the item it belongs to;
 * the editor keeps it inside that item, remembering the wrapper's fields.
 */
export function listToEditor(node: SavedNode): JSONContent {
  const items: JSONContent[] = [];
  for (const item of node.children ?? []) {
    if (isWrapper(item) && isEditableList(item.children![0])) {
      const nested = listToEditor(item.children![0]);
      const previous = items[items.length - 1];
      if (previous && !previous.attrs?.nestedWrapper && previous.content!.length === 1) {
        previous.content!.push(nested);
        previous.attrs = { ...previous.attrs, nestedWrapper: fieldsOf(item) };
      } else {
        items.push({
          type: 'listItem',
          attrs: { wrapperOnly: fieldsOf(item) },
          content: [{ type: 'paragraph', attrs: { implicit: true } }, nested],
        });
      }
      continue;
    }
    if (item.type !== 'listitem' || item.children?.some((child) => child.type === 'list')) {
      items.push({
        type: 'listItem',
        attrs: { wrapperOnly: { __saved: item } },
        content: [{ type: 'paragraph', attrs: { implicit: true } }],
      });
      continue;
    }
    const inline = inlineToEditor(item.children);
    items.push({
      type: 'listItem',
      attrs: { lexical: fieldsOf(item) },
      content: [{ type: 'paragraph', attrs: { implicit: true }, ...(inline.length ? { content: inline } : {}) }],
    });
  }
  const type = EDITOR_LIST[node.listType as 'bullet' | 'number'];
  return {
    type,
    attrs: { lexical: fieldsOf(node), ...(type === 'orderedList' ? { start: Number(node.start ?? 1) } : {}) },
    content: items.length ? items : [{ type: 'listItem', content: [{ type: 'paragraph', attrs: { implicit: true } }] }],
  };
}

function itemInline(item: JSONContent): SavedNode[] {
  const paragraphs = (item.content ?? []).filter((child) => child.type === 'paragraph');
  return paragraphs.flatMap((paragraph, index) => [
    ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
    ...inlineFromEditor(paragraph.content),
  ]);
}

/** An editor list to the saved form; item values follow Lexical's numbering (wrappers take the next number). */
export function listFromEditor(node: JSONContent): SavedNode {
  const listType = node.type === 'orderedList' ? 'number' : 'bullet';
  const start = listType === 'number' ? Number(node.attrs?.start ?? 1) : 1;
  const children: SavedNode[] = [];
  let value = start;
  for (const item of node.content ?? []) {
    const nestedLists = (item.content ?? []).filter((child) => child.type === 'bulletList' || child.type === 'orderedList');
    const wrapperOnly = item.attrs?.wrapperOnly as Fields | null;
    if (wrapperOnly && '__saved' in wrapperOnly) {
      children.push(wrapperOnly.__saved as SavedNode);
      continue;
    }
    if (!wrapperOnly) {
      children.push(withFields('listitem', item.attrs?.lexical, ELEMENT_DEFAULTS, { value: value++ }, itemInline(item)));
    }
    for (const nested of nestedLists) {
      const fields = wrapperOnly ?? (item.attrs?.nestedWrapper as Fields | null);
      children.push(withFields('listitem', fields, ELEMENT_DEFAULTS, { value }, [listFromEditor(nested)]));
    }
  }
  const lexical = node.attrs?.lexical as Fields | null;
  const tag = listType === 'number' ? 'ol' : 'ul';
  return withFields('list', lexical, { ...ELEMENT_DEFAULTS, listType, start: 1, tag }, { listType, start, tag }, children);
}
