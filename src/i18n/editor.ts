import type { LocaleMessages } from './translate';
import { editorEn, type EditorKey } from './editor.en';
import { editorZhHK } from './editor.zh-HK';

export const editorMessages: LocaleMessages<EditorKey> = { en: editorEn, hk: editorZhHK };
