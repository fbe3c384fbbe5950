import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPOSING_HOLD_MS, HOLD_MS, inputFirst } from './inputFirst';

afterEach(() => vi.useRealTimers());

/** A window whose frames come when the test says. */
function windowWithFrames() {
  const frames: Array<() => void> = [];
  const page = { visibilityState: 'visible' };
  const target = Object.assign(new EventTarget(), {
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    document: page,
  }) as unknown as Window;
  const paint = () => {
    for (const frame of frames.splice(0)) frame();
  };
  return { target, paint, page };
}

describe("others' messages after my input", () => {
  it('hands on at once when I am not typing', () => {
    const { target } = windowWithFrames();
    const gate = inputFirst(target);
    const heard: string[] = [];
    gate.after(() => heard.push('caret'));
    expect(heard).toEqual(['caret']);
    gate.stop();
  });

  it('holds what arrives between my key and its painted frame, then hands it on in order, one a task', () => {
    vi.useFakeTimers();
    const { target, paint } = windowWithFrames();
    const gate = inputFirst(target);
    const heard: string[] = [];
    target.dispatchEvent(new Event('keydown'));
    gate.after(() => heard.push('update'));
    gate.after(() => heard.push('caret'));
    gate.after(() => heard.push('saved'));
    expect(heard).toEqual([]);
    paint();
    expect(heard).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(heard).toEqual(['update']);
    // Another key before the next task: the rest wait for its frame, and what comes meanwhile goes behind them.
    target.dispatchEvent(new Event('keydown'));
    gate.after(() => heard.push('next'));
    vi.advanceTimersToNextTimer();
    expect(heard).toEqual(['update']);
    paint();
    for (let task = 0; task < 5; task++) vi.advanceTimersToNextTimer();
    expect(heard).toEqual(['update', 'caret', 'saved', 'next']);
    // Nothing held once they are through.
    gate.after(() => heard.push('now'));
    expect(heard.at(-1)).toBe('now');
    gate.stop();
  });

  it('hands on what waited when no frame comes: at the next message after a while, when hidden, when stopped', () => {
    vi.useFakeTimers();
    const { target, page } = windowWithFrames();
    const gate = inputFirst(target);
    const heard: string[] = [];
    target.dispatchEvent(new Event('beforeinput'));
    gate.after(() => heard.push('update'));
    vi.advanceTimersByTime(HOLD_MS - 1);
    gate.after(() => heard.push('caret'));
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    gate.after(() => heard.push('saved'));
    expect(heard).toEqual(['update', 'caret', 'saved']);

    target.dispatchEvent(new Event('keydown'));
    gate.after(() => heard.push('in the background'));
    page.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(heard.at(-1)).toBe('in the background');
    page.visibilityState = 'visible';

    target.dispatchEvent(new Event('keydown'));
    gate.after(() => heard.push('left'));
    gate.stop();
    expect(heard.at(-1)).toBe('left');
    // Stopped: keys no longer hold anything.
    target.dispatchEvent(new Event('keydown'));
    gate.after(() => heard.push('late'));
    expect(heard.at(-1)).toBe('late');
  });

  it('hands on what waits for its task when the tasks do not come (a page kept busy)', () => {
    vi.useFakeTimers();
    const { target, paint } = windowWithFrames();
    const gate = inputFirst(target);
    const heard: string[] = [];
    target.dispatchEvent(new Event('keydown'));
    for (const message of ['a', 'b', 'c']) gate.after(() => heard.push(message));
    paint();
    // The release's task runs, the next ones' do not.
    vi.advanceTimersToNextTimer();
    expect(heard).toEqual(['a']);
    vi.setSystemTime(Date.now() + HOLD_MS);
    gate.after(() => heard.push('d'));
    expect(heard).toEqual(['a', 'b', 'c', 'd']);
    gate.stop();
  });

  it('goes on with the rest when one of them throws, and still reports the error', () => {
    vi.useFakeTimers();
    const { target, paint } = windowWithFrames();
    const gate = inputFirst(target);
    const heard: string[] = [];
    target.dispatchEvent(new Event('keydown'));
    gate.after(() => {
      throw new Error('bad message');
    });
    gate.after(() => heard.push('caret'));
    paint();
    const thrown: unknown[] = [];
    for (let task = 0; task < 5; task++) {
      try {
        vi.advanceTimersToNextTimer();
      } catch (error) {
        thrown.push(error);
      }
    }
    expect(heard).toEqual(['caret']);
    expect(thrown).toEqual([new Error('bad message')]);
    gate.stop();
  });

  it('holds everything while an input method composes, to the frame after the composition ends', () => {
    vi.useFakeTimers();
    const { target, paint } = windowWithFrames();
    const gate = inputFirst(target);
    const heard: string[] = [];
    target.dispatchEvent(new Event('compositionstart'));
    gate.after(() => heard.push('their letter'));
    // The composition's keys and frames, and far longer than a key's hold: nothing goes through.
    for (let step = 0; step < 5; step++) {
      target.dispatchEvent(new Event('keydown'));
      paint();
      vi.advanceTimersByTime(HOLD_MS * 3);
      gate.after(() => heard.push(`sent ${step}`));
    }
    expect(heard).toEqual([]);
    expect(gate.composing()).toBe(true);
    target.dispatchEvent(new Event('compositionend'));
    expect(gate.composing()).toBe(false);
    expect(heard).toEqual([]);
    paint();
    for (let task = 0; task < 8; task++) vi.advanceTimersToNextTimer();
    expect(heard).toEqual(['their letter', 'sent 0', 'sent 1', 'sent 2', 'sent 3', 'sent 4']);

    // A composition whose end never comes holds them COMPOSING_HOLD_MS at most.
    target.dispatchEvent(new Event('compositionstart'));
    gate.after(() => heard.push('held'));
    vi.advanceTimersByTime(COMPOSING_HOLD_MS - 1);
    expect(heard.at(-1)).toBe('sent 4');
    vi.advanceTimersByTime(1);
    gate.after(() => heard.push('next'));
    expect(heard.slice(-2)).toEqual(['held', 'next']);
    gate.stop();
  });
});
