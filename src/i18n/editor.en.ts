/** The editor shell: bar, toolbar, picker, page settings, publishing (in the editor chunk). English: the spec's texts exactly. */
export const editorEn = {
  'editor.saved': 'Saved',
} as const;

export type EditorKey = keyof typeof editorEn;
