/**
 * The text without any of `characters` at its end. One pass from the end: an unanchored expression like `/ +$/`
 * restarts at every character of a long run that does not reach the end, and takes quadratic time (issue 15).
 */
export function withoutTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1])) end--;
  return text.slice(0, end);
}
