import { Fragment, type ReactNode } from 'react';

/**
 * A translated text with its one `{name}` placeholder replaced by an element (a date, a strong part), so each locale
 * puts the element where its word order wants it. A text without the placeholder is returned as it is.
 */
export function withNode(text: string, name: string, node: ReactNode): ReactNode {
  const marker = `{${name}}`;
  const at = text.indexOf(marker);
  if (at < 0) return text;
  return (
    <Fragment>
      {text.slice(0, at)}
      {node}
      {text.slice(at + marker.length)}
    </Fragment>
  );
}
