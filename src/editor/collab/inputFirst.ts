/** The longest others' changes wait for my key's frame, when no frame comes (a tab in the background). */
export const HOLD_MS = 100;

type Hand = () => void;

/**
 * My input first: from a key (or any input) until the frame that shows it has painted, what arrives from others waits,
 * then goes in order. On a long page others' changes and carets arrive about fifty times a second while four people
 * type; each one landing between my key and its frame used to add its work to that frame (issue 34's typing target).
 * They now show at most a frame later. After the frame they wait behind any other task (`scheduler.postTask`'s
 * background priority where the browser has it), so the frame's own follow-up work goes first.
 */
export function inputFirst(target: Window = window) {
  let held: Hand[] | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(fallback);
    const queued = held ?? [];
    held = null;
    for (const hand of queued) {
      try {
        hand();
      } catch (error) {
        // One failing hand must not drop those after it; the error is still reported as an uncaught one.
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  const later = (task: Hand) => {
    const scheduler = (target as { scheduler?: { postTask(task: Hand, options: { priority: string }): Promise<void> } }).scheduler;
    if (scheduler) void scheduler.postTask(task, { priority: 'background' }).catch(() => undefined);
    else setTimeout(task);
  };
  const hold = () => {
    if (held) return;
    held = [];
    target.requestAnimationFrame(() => later(release));
    fallback = setTimeout(release, HOLD_MS);
  };
  target.addEventListener('keydown', hold, true);
  target.addEventListener('beforeinput', hold, true);
  return {
    /** Runs `hand` now, or after my input's frame if one is on its way; in the order given. */
    after(hand: Hand) {
      if (held) held.push(hand);
      else hand();
    },
    stop() {
      target.removeEventListener('keydown', hold, true);
      target.removeEventListener('beforeinput', hold, true);
      if (held) release();
    },
  };
}
