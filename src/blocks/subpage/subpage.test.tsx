import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode, SubpageAttributes } from '../../../contract';
import { DocumentView } from '../../reader/DocumentView';
import { removalQuestionFor } from '..';
import { documentOf, editorFor, headlessEditor, savedBlocks, savedParagraph } from '../../editor/blockTesting';
import { SubpageListContext } from './subpage.render';
import { removalQuestion, subpageIdsIn } from './subpage.schema';

let editor: Editor;
afterEach(() => editor?.destroy());

const savedSubpage = (pageId: number, title = 'Harbour notes'): SavedNode => ({
  type: 'subpage',
  version: 1,
  title,
  unique_slug: `harbour-notes-${pageId}`,
  system: 'projects',
  editor_unique_slug: String(pageId),
  public_route: `/en/news/harbour-notes-${pageId}`,
  editor_route: `/en/page-templates/news/${pageId}`,
  page_id: pageId,
});

const listed = (pageId: number, overrides: Partial<SubpageAttributes> = {}): SubpageAttributes => ({
  page_id: pageId,
  title: 'Harbour notes (renamed)',
  slug: `harbour-notes-${pageId}`,
  published: true,
  trashed_at: null,
  public_route: `/en/news/harbour-notes-${pageId}`,
  ...overrides,
});

describe('subpage block', () => {
  it('is saved with the seven fields of spec 3.1 and loads back unchanged', () => {
    const document = documentOf(savedParagraph('Before'), savedSubpage(41), savedParagraph('After'));
    editor = editorFor(document);
    expect(editor.getJSON().content![1].type).toBe('subpage');
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('is inserted by its command with the fields it is given', () => {
    editor = headlessEditor();
    const { type: _type, version: _version, ...fields } = savedSubpage(7);
    editor.commands.insertSubpage(fields as never);
    expect(savedBlocks(editor).find((block) => block.type === 'subpage')).toEqual(savedSubpage(7));
  });

  it('asks before removal with the spec text, and not when the title is empty', () => {
    expect(removalQuestionFor('subpage', { title: 'Harbour notes' })).toBe(
      'Are you sure you want to delete this subpage, Harbour notes? It will delete all the content of this subpage including embedded subpages.',
    );
    expect(removalQuestion('  ')).toBeNull();
    expect(removalQuestionFor('paragraph', {})).toBeNull();
  });

  it('finds the subpage ids of a document, nested ones too', () => {
    const nested = { type: 'collapsible-content', version: 1, children: [savedSubpage(9)] };
    expect(subpageIdsIn(documentOf(savedSubpage(3), nested, savedSubpage(3))).sort()).toEqual([3, 9]);
  });
});

describe('subpage for readers', () => {
  it('links to the subpage with its current title when it is among the visible subpages', () => {
    render(
      <SubpageListContext value={[listed(41)]}>
        <DocumentView document={documentOf(savedSubpage(41), savedSubpage(42, 'Draft child'))} />
      </SubpageListContext>,
    );
    expect(screen.getByRole('link', { name: 'Harbour notes (renamed)' })).toHaveAttribute('href', '/en/news/harbour-notes-41');
    expect(screen.queryByText('Draft child')).toBeNull();
  });

  it('shows trashed subpages in the trash view', () => {
    render(
      <SubpageListContext value={[listed(41, { trashed_at: '2026-11-20T10:00:00.000Z' })]}>
        <DocumentView document={documentOf(savedSubpage(41))} />
      </SubpageListContext>,
    );
    expect(screen.getByText('In trash')).toBeInTheDocument();
  });
});
