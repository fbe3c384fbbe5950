import { lazyMessages, type LocaleMessages } from './translate';
import { editorEn, type EditorKey } from './editor.en';

export const editorMessages: LocaleMessages<EditorKey> = lazyMessages(editorEn, async () => (await import('./editor.zh-HK')).editorZhHK);
