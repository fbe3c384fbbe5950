/** The longest others' changes wait for my key's frame, when no frame comes (a tab in the background). */
export const HOLD_MS = 100;

type Hand = () => void;

/**
 * My input first: from a key (or any input) until the frame that shows it has painted, what arrives from others waits,
 * then goes in order. On a long page others' changes and carets arrive about fifty times a second while four people
 * type; each one landing between my key and its frame used to add its work to that frame (issue 34's typing target).
 * They now show at most a frame later. After the frame they go one a task, each behind any other task
 * (`scheduler.postTask`'s background priority where the browser has it), so the frame's own follow-up work goes first
 * and a key that comes meanwhile waits for one of them at most.
 */
export function inputFirst(target: Window = window) {
  const queue: Hand[] = [];
  /** A key is on its way to the screen. */
  let holding = false;
  let draining = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const later = (task: Hand) => {
    const scheduler = (target as { scheduler?: { postTask(task: Hand, options: { priority: string }): Promise<void> } }).scheduler;
    if (scheduler) void scheduler.postTask(task, { priority: 'background' }).catch(() => undefined);
    else setTimeout(task);
  };
  // One at a time, each its own task: a key that comes meanwhile waits for one of them, not for all.
  const drain = () => {
    draining = false;
    if (holding) return;
    const hand = queue.shift();
    if (queue.length > 0) {
      draining = true;
      later(drain);
    }
    try {
      hand?.();
    } catch (error) {
      // The error is still reported as an uncaught one; those after it go on.
      setTimeout(() => {
        throw error;
      });
    }
  };
  const release = () => {
    clearTimeout(fallback);
    holding = false;
    if (!draining) drain();
  };
  const hold = () => {
    if (holding) return;
    holding = true;
    target.requestAnimationFrame(() => later(release));
    fallback = setTimeout(release, HOLD_MS);
  };
  target.addEventListener('keydown', hold, true);
  target.addEventListener('beforeinput', hold, true);
  return {
    /** Runs `hand` now, or after my input's frame if one is on its way (or others wait still); in the order given. */
    after(hand: Hand) {
      if (holding || queue.length > 0) queue.push(hand);
      else hand();
    },
    stop() {
      target.removeEventListener('keydown', hold, true);
      target.removeEventListener('beforeinput', hold, true);
      clearTimeout(fallback);
      holding = false;
      while (queue.length > 0) drain();
    },
  };
}
