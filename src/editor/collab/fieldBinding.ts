import type * as Y from 'yjs';
import { spliceOf } from '../../../contract/textSplice';

const LOCAL = Symbol('field');

/**
 * A plain field (title, stand first) bound to its shared text in the session (`doc.getText('title')`, the contract
 * with the server, server/collab/liveDocument.ts): my typing goes in as the splice it made, so two people typing in
 * one title at once both keep their letters; others' changes come to `onChange`.
 */
export function bindField(text: Y.Text, onChange: (value: string) => void) {
  const observer = (_event: Y.YTextEvent, transaction: Y.Transaction) => {
    if (transaction.origin !== LOCAL) onChange(text.toString());
  };
  text.observe(observer);
  /**
   * `value` typed in the box, which showed `before`: when a colleague's change came after the box last showed the
   * session (its render was still to come), my edit is made on their value, not over it, and the box is told the
   * result.
   */
  const write = (value: string, before?: string) => {
    const session = text.toString();
    const next = before === undefined || before === session ? value : typedOnto(session, before, value);
    const splice = spliceOf(session, next);
    if (splice) {
      text.doc?.transact(() => {
        if (splice.remove) text.delete(splice.index, splice.remove);
        if (splice.insert) text.insert(splice.index, splice.insert);
      }, LOCAL);
    }
    if (next !== value) onChange(next);
  };
  return {
    value: () => text.toString(),
    write,
    /** What I typed in the box while the session connected (`loaded` became `mine`), onto the session's value. */
    typedMeanwhile: (loaded: string, mine: string) => write(typedOnto(text.toString(), loaded, mine)),
    unbind: () => text.unobserve(observer),
  };
}

/**
 * What I typed in a box while the session connected (`loaded` became `mine`), made on the session's value, which a
 * colleague may have changed since the save: my edit goes where it was when the two changed different parts, and wins
 * when they changed the same characters.
 */
export function typedOnto(session: string, loaded: string, mine: string): string {
  const edit = spliceOf(loaded, mine);
  // Nothing typed, or the session has it already (bound again to a session that took it): the session's value.
  if (!edit || mine === session) return session;
  if (session === loaded) return mine;
  const theirs = spliceOf(loaded, session)!;
  const apply = (index: number) => session.slice(0, index) + edit.insert + session.slice(index + edit.remove);
  if (edit.index + edit.remove <= theirs.index) return apply(edit.index);
  if (edit.index >= theirs.index + theirs.remove) return apply(edit.index + theirs.insert.length - theirs.remove);
  return mine;
}
