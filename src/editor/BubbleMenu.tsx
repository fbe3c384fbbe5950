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
 * Own wrapper because `@tiptap/react/menus` also bundles the floating menu, which the editor does not use.
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
    return () => {
      editor.unregisterPlugin(pluginKey);
    };
  }, [editor, element]);

  return createPortal(children, element);
}
