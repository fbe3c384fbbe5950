import { Editor } from '@tiptap/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingToolbar } from './FloatingToolbar';
import { schemaExtensions } from './schemaExtensions';

let editor: Editor;
afterEach(() => {
  editor?.destroy();
  document.body.innerHTML = '';
});

function mounted() {
  const element = document.body.appendChild(document.createElement('div'));
  editor = new Editor({ element, extensions: schemaExtensions(), content: '<p>Harbour <strong>lights</strong> on</p><p>The tide</p>' });
  render(
    <MemoryRouter>
      <FloatingToolbar editor={editor} />
    </MemoryRouter>,
  );
  return editor;
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('FloatingToolbar', () => {
  it('shows the formatting of each selection, and reads it again only when the selection or its block changed', async () => {
    mounted();
    // "lights" (bold), then "Harbour" (plain): the same block, other offsets.
    act(() => void editor.commands.setTextSelection({ from: 9, to: 15 }));
    await screen.findByRole('toolbar');
    expect(pressed('Bold')).toBe('true');
    act(() => void editor.commands.setTextSelection({ from: 1, to: 8 }));
    expect(pressed('Bold')).toBe('false');
    // Made bold: the block is a new node.
    act(() => void editor.commands.toggleBold());
    expect(pressed('Bold')).toBe('true');

    // A change in another block (a colleague's, on a live page) does not read the formatting again.
    const isActive = vi.spyOn(editor, 'isActive');
    act(() => void editor.view.dispatch(editor.state.tr.insertText('Low ', editor.state.doc.child(0).nodeSize + 1)));
    expect(editor.state.doc.child(1).textContent).toBe('Low The tide');
    expect(isActive).not.toHaveBeenCalled();
    expect(pressed('Bold')).toBe('true');
    // One in my block does.
    act(() => void editor.view.dispatch(editor.state.tr.insertText('!', editor.state.doc.child(0).nodeSize - 1)));
    expect(isActive).toHaveBeenCalled();
    expect(pressed('Bold')).toBe('true');
  });
});
