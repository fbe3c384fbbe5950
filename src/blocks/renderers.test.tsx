import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedNode } from '../../contract';
import { DocumentView } from '../reader/DocumentView';

function renderDocument(...children: SavedNode[]) {
  return render(<DocumentView document={{ root: { type: 'root', version: 1, children } }} />);
}

describe('block renderers', () => {
  it('never shows an image or video address no rule allows, whatever a stored document says', () => {
    const { container } = renderDocument(
      { type: 'lead-image', version: 1, tagline: 'Tagline stays', image: 'javascript:alert(1)', image_caption: '', isVideo: false },
      {
        type: 'inline-image',
        version: 1,
        src: 'data:image/svg+xml,<svg onload=alert(1)>',
        caption: 'x',
        narrativeCaption: '',
        position: 'full',
        isPlaceholder: false,
      },
      { type: 'video-node', version: 1, src: 'javascript:alert(2)', caption: 'v', position: 'full' },
      {
        type: 'gray-cards',
        version: 1,
        cards: [{ id: 'c', title: 'Card', description: '', link: '', image: 'data:image/png;base64,AAAA' }],
      },
    );
    expect(screen.getByText('Tagline stays')).toBeInTheDocument();
    expect(container.querySelectorAll('img, video')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/javascript:|data:/);
  });
});
