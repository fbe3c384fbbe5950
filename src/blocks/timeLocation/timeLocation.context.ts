import { createContext, useContext } from 'react';
import type { EventDetails } from '../../../contract';

/** The event of the page being shown or edited (its `event` attributes); the time and location block reads it. */
export const PageEventContext = createContext<EventDetails | null>(null);

export function usePageEvent(): EventDetails | null {
  return useContext(PageEventContext);
}
