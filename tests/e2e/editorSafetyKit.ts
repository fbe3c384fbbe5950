import type { Page } from 'playwright-core';
import type { EditorSession } from './editorSession';

/** What the editor-safety journeys read back from the server: a saved block and its children. */
export interface SavedNode {
  type: string;
  text?: string;
  children?: SavedNode[];
}

/** The blocks the server holds for a page, as saved. */
export async function savedBlocks(session: EditorSession, slug: string): Promise<SavedNode[]> {
  return (await session.api(`pages/${slug}`)).data.attributes.lexical_body.root.children;
}

export function textOf(node: SavedNode): string {
  return (node.text ?? '') + (node.children ?? []).map(textOf).join('');
}

/** Opens the editor at `path` and waits, as a person does, until the loading overlay has gone. */
export async function openEditor(tab: Page, baseURL: string, path: string) {
  await tab.goto(`${baseURL}${path}`);
  // The overlay shows for 600 ms from the route's first render, the editor's body with it or just after.
  await tab.getByRole('textbox', { name: /^(Page body|頁面內容)$/ }).waitFor();
  await tab.getByText(/^(PAGE EDITOR LOADING|頁面編輯器載入中)$/).waitFor({ state: 'detached' });
}

/** Presses Save and waits for the bar to say everything is saved. */
export async function saveInEditor(tab: Page) {
  await tab.getByRole('button', { name: /^(Save|儲存)$/ }).click();
  await tab.getByText(/^(All changes saved|所有更改已儲存)$/).waitFor();
}

/** Waits until the editor has the focus and a text caret (it takes the browser's selection a task later). */
export function caretIsText(tab: Page) {
  return tab.waitForFunction(() => {
    const element = document.querySelector('.ProseMirror') as HTMLElement & {
      editor?: { state: { selection: { empty: boolean; $from: { parent: { isTextblock: boolean } } } } };
    };
    const selection = element?.editor?.state.selection;
    return Boolean(selection?.empty && selection.$from.parent.isTextblock && document.activeElement === element);
  });
}
