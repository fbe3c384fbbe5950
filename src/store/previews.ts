import * as previews from '../api/previews';
import { useRemote } from '../routes/useRemote';

export type { PreviewLink } from '../api/previews';
export { createPreview, listPreviews, revokePreview } from '../api/previews';

/** The page a preview link shows (its current draft as readers would see it), for whoever holds the link. */
export function usePreview(token: string) {
  return useRemote(`preview:${token}`, (signal) => previews.readPreview(token, { signal }));
}
