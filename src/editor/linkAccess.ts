const PAGE_UID = /[0-9a-f]{32}/i;

/** The 32-hex page identifier inside a pasted link, if any (spec 7.1). */
export function pageUidIn(text: string): string | null {
  return PAGE_UID.exec(text)?.[0].toLowerCase() ?? null;
}
