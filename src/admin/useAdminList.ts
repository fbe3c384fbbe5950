import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../contract/resources';
import { errorTextOf } from '../ui/StatusMessage';

/** What an administrators' screen last has to say: what a change did, or what went wrong. */
export interface AdminNotice {
  text: string;
  error?: boolean;
}

/**
 * The load/act/notice pattern of the administrators' screens (Sessions, People, Tokens, Webhooks, a delivery log):
 * `data` is what `fetch` answered (null until it has), loaded when the screen opens and again by `load`; a failure
 * becomes an error notice in `locale`. `act` runs a change, shows the notice it answers (a text, or a notice of the
 * screen's own shape), loads again, and says whether it worked. `fetch` must keep its identity (a module's function, or
 * a useCallback), or the screen loads on every render.
 */
export function useAdminList<T, N extends AdminNotice = AdminNotice>(fetch: () => Promise<T>, locale: Locale) {
  const [data, setData] = useState<T | null>(null);
  const [notice, setNotice] = useState<N | null>(null);
  // A screen's own notice shape only adds optional fields (a link to copy), so an error notice is one of them.
  const failed = useCallback((failure: unknown) => setNotice({ text: errorTextOf(failure, locale), error: true } as N), [locale]);
  const load = useCallback(async () => {
    try {
      setData(await fetch());
    } catch (failure) {
      failed(failure);
    }
  }, [fetch, failed]);
  useEffect(() => void load(), [load]);
  const act = useCallback(
    async (work: () => Promise<string | N | null>) => {
      try {
        const done = await work();
        setNotice(typeof done === 'string' ? ({ text: done } as N) : done);
        await load();
        return true;
      } catch (failure) {
        failed(failure);
        return false;
      }
    },
    [load, failed],
  );
  return { data, setData, notice, setNotice, load, act, failed };
}
