/** The longest others' changes wait, should my key's frame or their tasks not come: the next message hands all on. */
export const HOLD_MS = 100;
/**
 * The longest they wait for a composition to end: a phrase's pinyin takes a few seconds, but a phone's keyboard keeps
 * the word being typed composing while the person pauses, and others' changes should not wait that long.
 */
export const COMPOSING_HOLD_MS = 5_000;

type Hand = () => void;

/** Runs `task` in a task of its own behind any other (`scheduler.postTask`'s background priority where there is one). */
function behindOtherTasks(task: Hand, target: Window) {
  const scheduler = (target as { scheduler?: { postTask(task: Hand, options: { priority: string }): Promise<void> } }).scheduler;
  if (scheduler) void scheduler.postTask(task, { priority: 'background' }).catch(() => undefined);
  else setTimeout(task);
}

/** Runs `task` once the next frame has painted, behind any other task. */
export function afterFrame(task: Hand, target: Window = globalThis as unknown as Window) {
  target.requestAnimationFrame(() => behindOtherTasks(task, target));
}

/**
 * My input first: from a key (or any input) until the frame that shows it has painted, what arrives from others waits,
 * then goes in order. On a long page others' changes and carets arrive about fifty times a second while four people
 * type; each one landing between my key and its frame used to add its work to that frame (issue 34's typing target).
 * They now show at most a frame later. After the frame they go one a task, each behind any other task
 * (`scheduler.postTask`'s background priority where the browser has it), so the frame's own follow-up work goes first
 * and a key that comes meanwhile waits for one of them at most.
 *
 * While an input method composes (pinyin, kana: from `compositionstart` to `compositionend`) everything waits too, to
 * the frame after its end: a colleague's change to the line being composed broke the composition, and each step's
 * letters were kept ("gangxx港"). What I send waits with it, so others see the characters chosen, not the steps.
 */
export function inputFirst(target: Window = window) {
  const queue: Hand[] = [];
  /** Since when a key is on its way to the screen (Date.now()); null when none is. */
  let heldSince: number | null = null;
  /** Since when the next message's task is waiting; null when none is. */
  let drainingSince: number | null = null;
  /** Since when an input method is composing (Date.now()); null when none is. */
  let composingSince: number | null = null;
  const later = (task: Hand) => behindOtherTasks(task, target);
  const handOn = (hand: Hand | undefined) => {
    try {
      hand?.();
    } catch (error) {
      // The error is still reported as an uncaught one; those after it go on.
      setTimeout(() => {
        throw error;
      });
    }
  };
  // One at a time, each its own task: a key that comes meanwhile waits for one of them, not for all.
  const drain = () => {
    drainingSince = null;
    if (heldSince !== null) return;
    const hand = queue.shift();
    if (queue.length > 0) {
      drainingSince = Date.now();
      later(drain);
    }
    handOn(hand);
  };
  /** Everything waiting, now, in order. */
  const handOnAll = () => {
    heldSince = null;
    composingSince = null;
    drainingSince = null;
    while (queue.length > 0) handOn(queue.shift());
  };
  const release = () => {
    if (composingSince !== null) return;
    heldSince = null;
    if (drainingSince === null) drain();
  };
  const hold = () => {
    if (heldSince !== null) return;
    heldSince = Date.now();
    afterFrame(release, target);
  };
  const startComposing = () => {
    composingSince = Date.now();
    heldSince ??= composingSince;
  };
  const endComposing = () => {
    if (composingSince === null) return;
    composingSince = null;
    // Held to the frame that shows what was chosen, as after a key.
    heldSince = null;
    hold();
  };
  // No frame comes to a page in the background.
  const onHidden = () => {
    if (target.document?.visibilityState === 'hidden') handOnAll();
  };
  target.addEventListener('keydown', hold, true);
  target.addEventListener('beforeinput', hold, true);
  target.addEventListener('compositionstart', startComposing, true);
  target.addEventListener('compositionend', endComposing, true);
  target.addEventListener('visibilitychange', onHidden);
  return {
    /** Whether an input method is composing (others' carets wait for its end too). */
    composing: () => composingSince !== null,
    /** Runs `hand` now, or after my input's frame if one is on its way (or others wait still); in the order given. */
    after(hand: Hand) {
      // Nothing waits longer than HOLD_MS, should the frame or the tasks not come (a page kept busy), nor than
      // COMPOSING_HOLD_MS for a composition's end.
      const now = Date.now();
      const heldTooLong = composingSince !== null ? composingSince + COMPOSING_HOLD_MS <= now : (heldSince ?? now) + HOLD_MS <= now;
      if (heldTooLong || (drainingSince ?? now) + HOLD_MS <= now) handOnAll();
      if (heldSince !== null || queue.length > 0) queue.push(hand);
      else hand();
    },
    stop() {
      target.removeEventListener('keydown', hold, true);
      target.removeEventListener('beforeinput', hold, true);
      target.removeEventListener('compositionstart', startComposing, true);
      target.removeEventListener('compositionend', endComposing, true);
      target.removeEventListener('visibilitychange', onHidden);
      handOnAll();
    },
  };
}
