import { useEffect, useEffectEvent, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Editor } from '@tiptap/core';
import { BubbleMenuPlugin, type BubbleMenuPluginProps } from '@tiptap/extension-bubble-menu';
import { PluginKey } from '@tiptap/pm/state';
import { focusablesIn } from './focusables';

interface BubbleMenuProps {
  editor: Editor;
  shouldShow: NonNullable<BubbleMenuPluginProps['shouldShow']>;
  /** Floating UI placement options, read when the menu mounts. */
  options?: BubbleMenuPluginProps['options'];
  className: string;
  role: string;
  'aria-label': string;
  children: ReactNode;
}

/**
 * A menu over the text selection: Tiptap's bubble-menu plugin shows and places the element, React renders into it.
 * Tab from the text goes into the menu while it shows. Own wrapper because `@tiptap/react/menus` also bundles the
 * floating menu, which the editor does not use.
 */
export function BubbleMenu({ editor, shouldShow, options, className, role, 'aria-label': label, children }: BubbleMenuProps) {
  const [element] = useState(() => document.createElement('div'));
  const show = useEffectEvent(shouldShow);
  const placement = useEffectEvent(() => options);

  useLayoutEffect(() => {
    element.className = className;
    element.setAttribute('role', role);
    element.setAttribute('aria-label', label);
  }, [element, className, role, label]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    const pluginKey = new PluginKey('bubbleMenu');
    element.style.visibility = 'hidden';
    element.style.position = 'absolute';
    editor.registerPlugin(BubbleMenuPlugin({ editor, element, pluginKey, options: placement(), shouldShow: (props) => show(props) }));
    const root = editor.view.dom;
    const intoMenu = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const first = event.target === root && element.style.visibility === 'visible' && focusablesIn(element)[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    root.addEventListener('keydown', intoMenu);
    return () => {
      root.removeEventListener('keydown', intoMenu);
      editor.unregisterPlugin(pluginKey);
    };
  }, [editor, element]);

  return createPortal(children, element);
}
