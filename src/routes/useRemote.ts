import { useEffect, useEffectEvent, useState } from 'react';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

const loading = { status: 'loading' } as const;

export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [result, setResult] = useState<{ key: string; remote: Remote<T> } | null>(null);
  const start = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
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
