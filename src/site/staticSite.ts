let editorUrl: string | null | undefined;

/**
 * On the static site (issue 31), the address of the site where signing in and editing happen (the export writes it
 * into index.html); null on the Node server's site. The static site has no API: readers' answers are files.
 */
export function staticSiteEditorUrl(): string | null {
  if (editorUrl === undefined)
    editorUrl = globalThis.document?.querySelector<HTMLMetaElement>('meta[name="masthead-static"]')?.content || null;
  return editorUrl;
}

/** While the server renders a page of the static site: its editor address (null for the Node server's pages). Returns the undo. */
export function renderingStaticSite(url: string | null): () => void {
  const before = editorUrl;
  editorUrl = url;
  return () => {
    editorUrl = before;
  };
}
