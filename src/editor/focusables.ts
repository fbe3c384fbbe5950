/** The controls inside `element` that Tab reaches, in order (the shown ones). */
export function focusablesIn(element: Element): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>('button:enabled,[href],input:enabled,select,textarea')].filter(
    (each) => each.getClientRects().length > 0,
  );
}
