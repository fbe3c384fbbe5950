import { Editor } from '@tiptap/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BubbleMenu } from './BubbleMenu';
import { schemaExtensions } from './schemaExtensions';

let editor: Editor;
afterEach(() => {
  editor?.destroy();
  document.body.innerHTML = '';
});

function mountedEditor() {
  const element = document.body.appendChild(document.createElement('div'));
  editor = new Editor({ element, extensions: schemaExtensions(), content: '<p>Harbour lights</p>' });
  return editor;
}

type ShowProps = { from: number; to: number };

function menu(shouldShow: (props: ShowProps) => boolean) {
  return (
    <BubbleMenu
      editor={editor}
      shouldShow={shouldShow}
      options={{ placement: 'top' }}
      className="toolbar"
      role="toolbar"
      aria-label="Text formatting"
    >
      <button type="button">Bold</button>
    </BubbleMenu>
  );
}

const hasSelection = ({ from, to }: ShowProps) => from !== to;
const menuPlugins = () => editor.state.plugins.filter((plugin) => (plugin as unknown as { key: string }).key.startsWith('bubbleMenu'));

describe('BubbleMenu', () => {
  it('shows its content over a selection and hides it when the selection collapses', async () => {
    mountedEditor();
    render(menu(hasSelection));
    expect(screen.queryByRole('toolbar')).toBeNull();
    editor.commands.setTextSelection({ from: 1, to: 8 });
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    expect(toolbar).toHaveClass('toolbar');
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Bold' }));
    expect(editor.view.dom.parentElement).toContainElement(toolbar);
    editor.commands.setTextSelection(3);
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
  });

  it('asks the latest shouldShow, without registering its plugin again', async () => {
    mountedEditor();
    const { rerender } = render(menu(hasSelection));
    const plugin = menuPlugins()[0];
    let asked = 0;
    rerender(
      menu(() => {
        asked += 1;
        return false;
      }),
    );
    editor.commands.setTextSelection({ from: 1, to: 8 });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(menuPlugins()).toEqual([plugin]);
  });

  it('removes its plugin when it unmounts', () => {
    mountedEditor();
    const { unmount } = render(menu(hasSelection));
    expect(menuPlugins()).toHaveLength(1);
    unmount();
    expect(menuPlugins()).toHaveLength(0);
  });
});
