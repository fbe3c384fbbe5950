import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: its namespace and local name, attributes by qualified name, text and children. */
export interface XmlElement {
  uri: string;
  local: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/**
 * Parses `xml` with saxes, a conformant XML 1.0 parser with namespaces: any well-formedness error (a forbidden
 * character, a raw `&`, an unbound prefix, a duplicate attribute, a mismatched tag) throws.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('error', (error) => {
    throw new Error(`Not well-formed XML: ${error.message}`);
  });
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]));
    const element: XmlElement = { uri: tag.uri, local: tag.local, attributes, text: '', children: [] };
    if (open.length) open[open.length - 1].children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('text', (text) => {
    if (open.length) open[open.length - 1].text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('The XML has no root element.');
  return root;
}

/** The descendants of `element` with this namespace and local name, in document order. */
export function descendants(element: XmlElement, uri: string, local: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.uri === uri && child.local === local ? [child] : []),
    ...descendants(child, uri, local),
  ]);
}

/** The one child of `element` with this namespace and local name; throws when there is not exactly one. */
export function childOf(element: XmlElement, uri: string, local: string): XmlElement {
  const found = element.children.filter((child) => child.uri === uri && child.local === local);
  if (found.length !== 1) throw new Error(`Expected one ${local} in ${element.local}, found ${found.length}.`);
  return found[0];
}
