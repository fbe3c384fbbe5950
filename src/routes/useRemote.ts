import { useEffect, useEffectEvent, useRef, useState } from 'react';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

const loading = { status: 'loading' } as const;

/**
 * Loads `key`'s data, again when the key changes; `arrived` may give the first key's data before any render, or throw
 * the error it already ended in (an answer the server rendered the screen from that failed).
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, arrived?: () => T | undefined): Remote<T> {
  const [result, setResult] = useState<{ key: string; remote: Remote<T> } | null>(() => {
    if (key === null || !arrived) return null;
    try {
      const data = arrived();
      return data === undefined ? null : { key, remote: { status: 'ready', data } };
    } catch (error) {
      return { key, remote: { status: 'error', error } };
    }
  });
  const given = useRef(result?.key ?? null);
  const start = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    if (given.current === key) {
      given.current = null;
      return;
    }
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, remote: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, remote: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  return result && result.key === key ? result.remote : loading;
}
