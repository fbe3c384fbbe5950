/** A paragraph of plain text as Lexical saves it, for tests and journeys that make pages through the API. */
export const lexicalParagraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
});

/** A saved document of these paragraphs. */
export const lexicalParagraphs = (texts: string[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: texts.map(lexicalParagraph) },
});
