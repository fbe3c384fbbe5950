let editorUrl: string | null | undefined;

/**
 * On the static site (issue 31), the address of the site where signing in and editing happen (the export writes it
 * into index.html); null on the Node server's site. The static site has no API: readers' answers are files.
 */
export function staticSiteEditorUrl(): string | null {
  if (editorUrl === undefined) editorUrl = globalThis.document?.querySelector<HTMLMetaElement>('meta[name="masthead-static"]')?.content || null;
  return editorUrl;
}
