import { useEffect, useEffectEvent, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Editor } from '@tiptap/core';
import { BubbleMenuPlugin, type BubbleMenuPluginProps } from '@tiptap/extension-bubble-menu';
import { PluginKey } from '@tiptap/pm/state';

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
    const firstControl = () => element.querySelector<HTMLElement>('button:not([disabled]), select:not([disabled]), input:not([disabled])');
    const isTab = (event: KeyboardEvent) => event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey && !event.defaultPrevented;
    const intoMenu = (event: KeyboardEvent) => {
      if (!isTab(event) || event.shiftKey || event.target !== root || !element.isConnected || element.style.visibility !== 'visible') return;
      const first = firstControl();
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    // Shift+Tab from its first control goes back to the selected text it came from.
    const backToText = (event: KeyboardEvent) => {
      if (!isTab(event) || !event.shiftKey || event.target !== firstControl()) return;
      event.preventDefault();
      editor.view.focus();
    };
    root.addEventListener('keydown', intoMenu);
    element.addEventListener('keydown', backToText);
    return () => {
      root.removeEventListener('keydown', intoMenu);
      element.removeEventListener('keydown', backToText);
      editor.unregisterPlugin(pluginKey);
    };
  }, [editor, element]);

  return createPortal(children, element);
}
