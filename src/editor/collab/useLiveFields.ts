import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import type { Fields } from '../useDocumentSaving';
import type { LiveSession } from './liveSession';

type Binding = ReturnType<LiveSession['field']>;

/**
 * The title and stand first in the live session (shared texts `title` and `standfirst` of the Y.Doc): the boxes show
 * the session's values and others' typing; my typing goes to the session. What I typed while the session was opening
 * (the boxes differ from the page as `loaded`) goes into it first. Null without a session.
 */
export function useLiveFields(
  session: LiveSession | null,
  fields: MutableRefObject<Fields>,
  show: (fields: Fields) => void,
  loaded: Fields,
) {
  // The binding in a ref, not state: a keystroke between the render that brings the session and the render after its
  // binding would otherwise go nowhere (the box would show it, the session would not have it: lost on save).
  const bound = useRef<{ title: Binding; standFirst: Binding } | null>(null);
  const loadedTitle = loaded.title;
  const loadedPrecis = loaded.precis;

  useEffect(() => {
    if (!session) return;
    const take = () => {
      fields.current = { title: title.value(), precis: standFirst.value() };
      show(fields.current);
    };
    const title = session.field('title', take);
    const standFirst = session.field('standfirst', take);
    title.typedMeanwhile(loadedTitle, fields.current.title);
    standFirst.typedMeanwhile(loadedPrecis, fields.current.precis);
    take();
    bound.current = { title, standFirst };
    return () => {
      title.unbind();
      standFirst.unbind();
      bound.current = null;
    };
  }, [session, fields, show, loadedTitle, loadedPrecis]);

  return useMemo(
    () =>
      session && {
        /** `value` typed in the box, which showed `before` (see bindField's write). */
        write(name: keyof Fields, value: string, before?: string) {
          fields.current = { ...fields.current, [name]: value };
          // Before the binding (this render's effect has not run yet), the binding takes it from `fields` when made.
          const binding = bound.current;
          if (binding) (name === 'title' ? binding.title : binding.standFirst).write(value, before);
        },
      },
    [session, fields],
  );
}
