import { useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';

type Values = Record<string, unknown>;

function sameValues(a: Values, b: Values): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A dialog form validated on change with a valibot schema. It starts again from `initial` each time `open` turns
 * true; `canSave` is true only when the form has changed and is valid (spec 2.6).
 */
export function useValidatedForm<S extends v.GenericSchema<Values, Values>>(schema: S, initial: v.InferInput<S>, open: boolean) {
  const [state, setState] = useState({ open, initial, values: initial, touched: new Set<string>() });
  if (state.open !== open) setState({ open, initial, values: initial, touched: new Set() });

  const result = useMemo(() => v.safeParse(schema, state.values), [schema, state.values]);
  const errors = useMemo(() => {
    const found: Record<string, string> = {};
    for (const issue of result.issues ?? []) {
      const path = v.getDotPath(issue) ?? '';
      found[path] ??= issue.message;
    }
    return found;
  }, [result]);

  const set = useCallback((changes: Partial<v.InferInput<S>>) => {
    setState((current) => ({
      ...current,
      values: { ...current.values, ...changes },
      touched: new Set([...current.touched, ...Object.keys(changes)]),
    }));
  }, []);
  const touch = useCallback((field: string) => {
    setState((current) => (current.touched.has(field) ? current : { ...current, touched: new Set([...current.touched, field]) }));
  }, []);

  const changed = !sameValues(state.values, state.initial);
  const errorOf = (field: string) => (state.touched.has(field) ? errors[field] : undefined);
  return {
    values: state.values as v.InferInput<S>,
    /** The field's message once the field has been changed or left. */
    errorOf,
    /** A text field's props: its value, changing and leaving it, and its message. */
    field: (name: keyof v.InferInput<S> & string) => ({
      value: String(state.values[name] ?? ''),
      onChange: (value: string) => set({ [name]: value } as Partial<v.InferInput<S>>),
      onBlur: () => touch(name),
      error: errorOf(name),
    }),
    changed,
    valid: result.success,
    canSave: changed && result.success,
    output: result.success ? (result.output as v.InferOutput<S>) : null,
    set,
    touch,
  };
}

export type ValidatedForm<S extends v.GenericSchema<Values, Values>> = ReturnType<typeof useValidatedForm<S>>;
