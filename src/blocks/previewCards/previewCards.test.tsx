import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { isOwnSiteLink } from '../../store/siteConfig';
import { documentOf, editorFor, headlessEditor, savedBlocks } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { defaultCardColour } from './previewCards.schema';
import { findDialog } from '../../../tests/dom/findDialog';

let editor: Editor;
const fetched: string[] = [];
const server = setupServer(
  http.get('/api/site_config', () =>
    HttpResponse.json({
      data: {
        id: 'site',
        type: 'site_config',
        attributes: { site_domains: ['www.example.org'], themed_series: { slug: 'x', title: null, page_id: null }, announcement: null },
      },
    }),
  ),
  http.get('/api/fetch_event', ({ request }) => {
    const url = new URL(request.url).searchParams.get('url')!;
    fetched.push(url);
    if (!url.endsWith('/en/events/archive-open-day') && !url.endsWith('/en/stories/no-image'))
      return HttpResponse.json({ error: 'No published page was found at that link.' }, { status: 404 });
    const image = url.endsWith('no-image') ? null : '/demo/archive.svg';
    return HttpResponse.json({
      data: {
        id: '9',
        type: 'event',
        attributes: { image_url: image, title: 'Archive Open Day', precis: 'Behind the scenes in the archive stores.' },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  editor?.destroy();
  server.resetHandlers();
  fetched.length = 0;
});
afterAll(() => server.close());

const card = (title: string, image = '#F6E36C', extra: Record<string, unknown> = {}) => ({
  title,
  description: `${title} text`,
  link: `/en/stories/${title.toLowerCase()}`,
  image,
  id: `card-${title.toLowerCase()}`,
  ...extra,
});
const saved = (type: 'gray-cards' | 'white-cards', ...cards: object[]): SavedNode => ({ type, version: 1, cards });

function renderEditor(
  document = documentOf(saved('gray-cards', card('Ferries'), card('Shelters', '#7AAEE5'), card('Docks', '/demo/harbour.svg'))),
) {
  let current: Editor | null = null;
  render(<DocumentEditor initial={document} editable label="Body" onEditor={(value) => (current = value)} />);
  return { editor: () => current!, body: screen.getByRole('textbox', { name: 'Body' }) };
}

describe('gray and white preview cards', () => {
  it('are offered as "Gray Preview Cards" (three or four) and "White Preview Cards" with the descriptions of 2.4', () => {
    const options = slashOptions().filter((option) => option.title.endsWith('Preview Cards'));
    expect(options.map((option) => [option.title, option.description])).toEqual([
      ['Gray Preview Cards', 'Add a row of three standard cards'],
      ['Gray Preview Cards', 'Add a row of four standard cards'],
      ['White Preview Cards', 'Add a row of cards with no shading'],
    ]);
  });

  it('insert cards in the default colours of 9.4: indexes 0, 4 and 6, and 3 for a fourth card', () => {
    const inserted = (insert: (current: Editor) => void) => {
      editor?.destroy();
      editor = headlessEditor();
      insert(editor);
      return savedBlocks(editor)[0];
    };
    const three = inserted((current) => current.commands.insertGrayCards(3));
    const four = inserted((current) => current.commands.insertGrayCards(4));
    const white = inserted((current) => current.commands.insertWhiteCards());
    expect(three.type).toBe('gray-cards');
    expect((three.cards as any[]).map((entry) => entry.image)).toEqual(['#F6E36C', '#7AAEE5', '#EF652A']);
    expect((four.cards as any[]).map((entry) => entry.image)).toEqual(['#F6E36C', '#7AAEE5', '#EF652A', '#FFAE00']);
    expect(white.type).toBe('white-cards');
    expect((white.cards as any[]).map((entry) => entry.image)).toEqual(['#F6E36C', '#7AAEE5', '#EF652A', '#FFAE00']);
    expect((white.cards as any[])[0]).toEqual({
      title: '',
      description: '',
      link: '',
      image: '#F6E36C',
      id: expect.stringMatching(/^card-/),
      image_alt: '',
      image_decorative: false,
    });
  });

  it('load and save stored cards unchanged, and keep malformed blocks inert', () => {
    const document = documentOf(
      saved('gray-cards', card('Ferries', '#F6E36C', { extra: true })),
      saved('white-cards', card('Garden', '/demo/garden.svg')),
      { type: 'white-cards', version: 1, cards: {} },
    );
    editor = editorFor(document);
    expect(editor.getJSON().content!.map((node) => [node.type, node.attrs?.variant])).toEqual([
      ['previewCards', 'gray'],
      ['previewCards', 'white'],
      ['inertBlock', undefined],
      ['paragraph', undefined],
    ]);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it('remove the block with its last card', () => {
    editor = editorFor(documentOf(saved('white-cards', card('Garden'))));
    editor.commands.setPreviewCard(0, 0, { title: 'Roof garden' });
    expect((savedBlocks(editor)[0].cards as any[])[0].title).toBe('Roof garden');
    editor.commands.removePreviewCard(0, 0);
    expect(savedBlocks(editor)).toEqual([]);
  });

  it('tells own-site links from others', () => {
    expect(isOwnSiteLink('/en/events/x', [], 'localhost')).toBe(true);
    expect(isOwnSiteLink('https://www.example.org/en/events/x', ['www.example.org'], 'localhost')).toBe(true);
    expect(isOwnSiteLink('http://localhost:3000/en/events/x', [], 'localhost')).toBe(true);
    expect(isOwnSiteLink('https://elsewhere.example.com/en/events/x', ['www.example.org'], 'localhost')).toBe(false);
    expect(isOwnSiteLink('//www.example.org/x', ['www.example.org'], 'localhost')).toBe(false);
    expect(isOwnSiteLink('mailto:a@example.org', ['example.org'], 'localhost')).toBe(false);
  });
  it('mark a card picture without alt text as images are marked, until it is described (issue 28)', async () => {
    const user = userEvent.setup();
    const { body } = renderEditor();
    const cards = within(body).getAllByRole('article');
    expect(within(cards[2]).getByText('No alt text yet: needed to publish')).toBeVisible();
    // Colour cards have no picture to describe.
    expect(within(cards[0]).queryByText(/alt text/i)).toBeNull();
    expect(within(cards[1]).queryByText(/alt text/i)).toBeNull();
    await user.click(within(body).getByRole('button', { name: 'Edit card 3' }));
    const dialog = await findDialog({ name: 'Preview card' });
    await user.type(within(dialog).getByLabelText('Alt text'), 'Boats at the pier');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(within(body).getAllByRole('article')[2]).getByText('Alt text: Boats at the pier')).toBeVisible();
    expect(within(body).queryByText('No alt text yet: needed to publish')).toBeNull();
  });
});

describe('preview card dialog', () => {
  it('has title, "Preview text" and link; the title is required and the link must be a URL', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Edit card 2' }));
    const dialog = await findDialog({ name: 'Preview card' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByLabelText('Preview text')).toHaveValue('Shelters text');
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Title'));
    expect(within(dialog).getByText('Title is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Title'), 'Typhoon shelters');
    await user.clear(within(dialog).getByLabelText('Preview text'));
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'not a link');
    expect(within(dialog).getByText('Must be a valid URL or mailto link')).toBeVisible();
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Link'));
    expect(save).toBeEnabled();
    await user.click(save);
    expect((savedBlocks(current())[0].cards as any[])[1]).toEqual({
      title: 'Typhoon shelters',
      description: '',
      link: '',
      image: '#7AAEE5',
      id: 'card-shelters',
    });
    expect(fetched).toEqual([]);
  });

  it('fills in the image, title and preview text from a link on our own domains', async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Edit card 1' }));
    const dialog = await findDialog({ name: 'Preview card' });
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'https://www.example.org/en/events/archive-open-day');
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Archive Open Day'));
    expect(within(dialog).getByLabelText('Preview text')).toHaveValue('Behind the scenes in the archive stores.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Filled in from “Archive Open Day”.');
    // The filled-in picture asks for its alt text (issue 17).
    await user.type(within(dialog).getByLabelText('Alt text'), 'Archive shelves');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((savedBlocks(current())[0].cards as any[])[0]).toEqual({
      title: 'Archive Open Day',
      description: 'Behind the scenes in the archive stores.',
      link: 'https://www.example.org/en/events/archive-open-day',
      image: '/demo/archive.svg',
      id: 'card-ferries',
      image_alt: 'Archive shelves',
      image_decorative: false,
    });
    expect(fetched).toEqual(['https://www.example.org/en/events/archive-open-day']);
  });

  it("uses the card position's default colour when the page has no image, and never asks about other domains", async () => {
    const user = userEvent.setup();
    const { editor: current, body } = renderEditor();
    await user.click(within(body).getByRole('button', { name: 'Edit card 3' }));
    let dialog = await findDialog({ name: 'Preview card' });
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'https://elsewhere.example.com/en/stories/no-image');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetched).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), '/en/stories/no-image');
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Archive Open Day'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((savedBlocks(current())[0].cards as any[])[2].image).toBe(defaultCardColour(2));
    await user.click(within(body).getByRole('button', { name: 'Edit card 3' }));
    dialog = await findDialog({ name: 'Preview card' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('preview cards for readers', () => {
  it('link each card, show colour or picture, and use the trustees layout and small style for four cards', () => {
    const four = saved('white-cards', card('A'), card('B', '/demo/garden.svg'), card('C', 'javascript:x'), card('D'));
    const { container } = render(
      <DocumentView document={documentOf(saved('gray-cards', card('Ferries'), card('Shelters'), card('Docks')), four)} />,
    );
    const [row, wide] = container.querySelectorAll('.preview-cards');
    expect(row.className).toBe('preview-cards preview-cards--gray');
    expect(wide.className).toBe('preview-cards preview-cards--white preview-cards--trustees preview-cards--small');
    expect(screen.getByRole('link', { name: 'Ferries' })).toHaveAttribute('href', '/en/stories/ferries');
    expect(wide.querySelector('img')).toHaveAttribute('src', '/demo/garden.svg');
    expect((wide.querySelectorAll('.preview-card__image')[2] as HTMLElement).style.background).toBe('rgb(239, 101, 42)');
  });

  it("draw an upload's derivatives when the server has them, at the width the cards are drawn", () => {
    const photo = `/media/${'a'.repeat(64)}.jpg`;
    const picture = { w: 1600, h: 1200, avif: `/media/${'a'.repeat(64)}-480.avif 480w`, webp: `/media/${'a'.repeat(64)}-480.webp 480w` };
    const pair = {
      ...saved('gray-cards', card('Ferries', photo), card('Shelters', `/media/${'b'.repeat(64)}.jpg`)),
      pictures: { [photo]: picture },
    };
    const four = { ...saved('white-cards', card('A', photo), card('B'), card('C'), card('D')), pictures: { [photo]: picture } };
    const { container } = render(<DocumentView document={documentOf(pair, four)} />);
    const [row, wide] = container.querySelectorAll('.preview-cards');
    const [withDerivatives, original] = row.querySelectorAll('img');
    expect(withDerivatives.parentElement!.tagName).toBe('PICTURE');
    expect(row.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', picture.avif);
    expect(row.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', '(max-width:520px) 100vw,370px');
    expect([
      withDerivatives.getAttribute('width'),
      withDerivatives.getAttribute('height'),
      withDerivatives.getAttribute('loading'),
    ]).toEqual(['1600', '1200', 'lazy']);
    // An upload without derivatives yet (or in mock mode) stays the original, as before.
    expect(original.outerHTML).toBe(
      render(<img className="preview-card__image" src={`/media/${'b'.repeat(64)}.jpg`} alt="" loading="lazy" />).container.innerHTML,
    );
    expect(wide.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'sizes',
      '(max-width:520px) 100vw,(max-width:900px) 46vw,178px',
    );
  });
});
