import { describe, expect, it } from 'vitest';
import { documentOf, editorFor, savedParagraph } from '../blockTesting';
import { isUniqueBlock } from './blockTraits';

describe('block traits', () => {
  it('puts a block’s own word into the schema: a subpage is unique, and the shell will not duplicate it', () => {
    const subpage = {
      type: 'subpage',
      version: 1,
      title: 'Budget',
      unique_slug: 'budget',
      system: 'projects',
      editor_unique_slug: '31',
      public_route: '/en/memo/budget',
      editor_route: '',
      page_id: 31,
    };
    const editor = editorFor(documentOf(subpage, savedParagraph('After')));
    expect(isUniqueBlock(editor.schema.nodes.subpage.create())).toBe(true);
    expect(isUniqueBlock(editor.schema.nodes.paragraph.create())).toBe(false);
    expect(editor.commands.duplicateBlock(0)).toBe(false);
    expect(editor.state.doc.childCount).toBe(2);
  });
});
