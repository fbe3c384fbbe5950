import { useEffect, useEffectEvent, type RefObject } from 'react';
import { BLOCK_SETTINGS_EVENT } from '../editor/BlockControls';

/**
 * Calls `onRequest` when the block controls ask this block for its settings. The controls dispatch the event on the
 * block's top-level element, which is the parent of a React NodeView's wrapper.
 */
export function useBlockSettingsEvent(wrapper: RefObject<HTMLElement | null>, onRequest: () => void) {
  const request = useEffectEvent(onRequest);
  useEffect(() => {
    const block = wrapper.current?.parentElement;
    if (!block) return;
    const listener = () => request();
    block.addEventListener(BLOCK_SETTINGS_EVENT, listener);
    return () => block.removeEventListener(BLOCK_SETTINGS_EVENT, listener);
  }, [wrapper]);
}
