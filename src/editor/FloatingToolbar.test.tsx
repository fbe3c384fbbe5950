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
  it('shows the formatting of each selection, and does not read it while there is only a caret', async () => {
    mounted();
    // "lights" (bold), then "Harbour" (plain).
    act(() => void editor.commands.setTextSelection({ from: 9, to: 15 }));
    await screen.findByRole('toolbar');
    expect(pressed('Bold')).toBe('true');
    act(() => void editor.commands.setTextSelection({ from: 1, to: 8 }));
    expect(pressed('Bold')).toBe('false');
    act(() => void editor.commands.toggleBold());
    expect(pressed('Bold')).toBe('true');

    // A caret: typing in my line and a change in another (a colleague's, on a live page) do not read the formatting.
    const isActive = vi.spyOn(editor, 'isActive');
    act(() => void editor.commands.setTextSelection(3));
    isActive.mockClear();
    act(() => void editor.commands.insertContent('x'));
    act(() => void editor.view.dispatch(editor.state.tr.insertText('Low ', editor.state.doc.child(0).nodeSize + 1)));
    expect(editor.state.doc.child(1).textContent).toBe('Low The tide');
    expect(isActive).not.toHaveBeenCalled();
    // A selection again: read, and right.
    act(() => void editor.commands.setTextSelection({ from: 10, to: 15 }));
    expect(isActive).toHaveBeenCalled();
    expect(editor.state.doc.textBetween(10, 15)).toBe('light');
    await screen.findByRole('toolbar');
    expect(pressed('Bold')).toBe('true');
    act(() => void editor.commands.setTextSelection({ from: 17, to: 19 }));
    expect(pressed('Bold')).toBe('false');
  });
});
