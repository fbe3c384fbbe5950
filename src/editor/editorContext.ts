import { createContext, useContext } from 'react';

/** What the page around the editor does when a pasted link fails the access check (spec 7.1): keep the work, go to "/". */
export const LinkAccessDeniedContext = createContext<() => void>(() => window.location.assign('/'));

export function useLinkAccessDenied() {
  return useContext(LinkAccessDeniedContext);
}
