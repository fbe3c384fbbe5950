import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentView } from '../reader/DocumentView';
import { documentOf } from '../editor/blockTesting';

describe('blocks missing required fields', () => {
  it('are left out of what readers see: a banner without its link, cards without their titles', () => {
    const { container } = render(
      <DocumentView
        document={documentOf(
          { type: 'banner', version: 1, title: 'Walk the shore', description: 'A guided walk.', link: '' },
          {
            type: 'gray-cards',
            version: 1,
            cards: [
              { id: 'a', title: 'Ferries', description: '', link: '', image: '#F6E36C' },
              { id: 'b', title: ' ', description: 'No title', link: '', image: '#EE3A43' },
            ],
          },
          {
            type: 'tagged-preview',
            version: 1,
            cards: [{ id: 'c', title: 'Visit', description: '', link: 'https://example.org', color: '#00afdb' }],
          },
        )}
      />,
    );
    expect(screen.queryByText('Walk the shore')).toBeNull();
    expect(screen.getByText('Ferries')).toBeVisible();
    expect(screen.queryByText('No title')).toBeNull();
    expect(screen.queryByText('Visit')).toBeNull();
    expect(container.querySelectorAll('.banner, .tagged-preview')).toHaveLength(0);
  });
});
