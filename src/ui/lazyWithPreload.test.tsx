import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, preloadWhenIdle, useLoaded, type OnDemand } from './lazyWithPreload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred() {
  let resolve!: (component: typeof Greeting) => void;
  const promise = new Promise<typeof Greeting>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('lazyWithPreload', () => {
  it('suspends until its module loads, loads it once, and then renders new instances at once', async () => {
    const module = deferred();
    const load = vi.fn(() => module.promise);
    const LazyGreeting = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(LazyGreeting.isLoaded()).toBe(false);
    module.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(LazyGreeting.isLoaded()).toBe(true);

    render(
      <Suspense fallback={<p>Loading again</p>}>
        <LazyGreeting name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading again')).toBeNull();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const LazyGreeting = lazyWithPreload<{ name: string }>(load);
    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    await expect(LazyGreeting.preload()).resolves.toBe(Greeting);
    expect(LazyGreeting.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLoaded', () => {
  function Probe({ code, needed }: { code: OnDemand; needed: boolean }) {
    return <p>{useLoaded(code, needed) ? 'loaded' : 'not loaded'}</p>;
  }

  it('starts the load only once the code is needed, and re-renders when it has loaded', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyWithPreload(load);
    const view = render(<Probe code={LazyGreeting} needed={false} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('not loaded')).toBeInTheDocument();
    view.rerender(<Probe code={LazyGreeting} needed />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('re-renders when someone else has loaded the code', async () => {
    const LazyGreeting = lazyWithPreload(async () => Greeting);
    render(<Probe code={LazyGreeting} needed={false} />);
    await act(() => LazyGreeting.preload());
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});

describe('preloadWhenIdle', () => {
  it('preloads when the browser is idle, and not once cancelled', () => {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.splice(handle - 1, 1));
    const first = vi.fn(async () => undefined);
    const second = vi.fn(async () => undefined);
    preloadWhenIdle([first, second]);
    const cancel = preloadWhenIdle([second]);
    cancel();
    expect(first).not.toHaveBeenCalled();
    callbacks.forEach((callback) => callback());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer without requestIdleCallback, and swallows a failed preload', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    preloadWhenIdle([failing]);
    expect(failing).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
