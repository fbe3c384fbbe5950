import type { EditorKey } from './editor.en';

/** The editor shell: bar, toolbar, picker, page settings, publishing Traditional Chinese (Hong Kong). */
export const editorZhHK = {
  'editor.saved': '已儲存',
} satisfies Record<EditorKey, string>;
