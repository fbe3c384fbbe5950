import * as Y from 'yjs';

/**
 * Every Yjs type (each block's element and each text of a page) is made with a Map for its attributes and two event
 * handlers, each an object with an array, whether or not it ever has an attribute or a listener. At 6,000 blocks that
 * is 15,660 types: 1.6 MB of the browser's heap (the Maps' tables 1.5 MB, of which the texts', which never have
 * attributes, 0.6 MB; the handlers 1.0 MB), where today's whole editor takes 15 MB (issue 34, docs/performance.md).
 *
 * This makes the three fields lazy on `Y.AbstractType.prototype`: the constructor's fresh empty values are dropped,
 * a type without listeners reads one shared frozen empty handler, and a type gets its own Map when its `_map` is first
 * read (every write to it reads it first) and its own handler when a listener is added through `observe` or
 * `observeDeep`, the only ways Yjs adds one. What Yjs stores and sends is unchanged. Checked against the Yjs version in
 * package.json by lazyTypeFields.test.ts, which fails if Yjs adds another way in to these fields.
 */
type Handler = { l: Array<(...args: unknown[]) => void> };
type TypeFields = { _map: Map<string, unknown>; _eH: Handler; _dEH: Handler };

const NO_LISTENERS: Handler = Object.freeze({ l: Object.freeze([]) as unknown as Handler['l'] });
let installed = false;

function own<K extends keyof TypeFields>(type: object, key: K, value: TypeFields[K]): TypeFields[K] {
  Object.defineProperty(type, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}

export function installLazyTypeFields(): void {
  if (installed) return;
  installed = true;
  const prototype = Y.AbstractType.prototype as unknown as Record<string, (this: object, f: unknown) => void>;
  Object.defineProperty(prototype, '_map', {
    configurable: true,
    // Read on the prototype itself (a debugger listing it, say), it answers an empty Map and keeps the accessor.
    get(this: object) {
      return this === prototype ? new Map() : own(this, '_map', new Map());
    },
    set(this: object, value: Map<string, unknown>) {
      if (value.size && this !== prototype) own(this, '_map', value);
    },
  });
  for (const [key, add, remove] of [
    ['_eH', 'observe', 'unobserve'],
    ['_dEH', 'observeDeep', 'unobserveDeep'],
  ] as const) {
    Object.defineProperty(prototype, key, {
      configurable: true,
      get: () => NO_LISTENERS,
      set(this: object, value: Handler) {
        if (value.l.length && this !== prototype) own(this, key, value);
      },
    });
    const [adding, removing] = [prototype[add], prototype[remove]];
    prototype[add] = function (this: object, f: unknown) {
      if (!Object.hasOwn(this, key)) own(this, key, { l: [] });
      adding.call(this, f);
    };
    prototype[remove] = function (this: object, f: unknown) {
      if (Object.hasOwn(this, key)) removing.call(this, f);
    };
  }
}
