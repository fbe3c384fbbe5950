import { lazyMessages, type LocaleMessages } from './translate';
import { editorToolsEn, type EditorToolsKey } from './editorTools.en';

export const editorToolsMessages: LocaleMessages<EditorToolsKey> = lazyMessages(
  editorToolsEn,
  async () => (await import('./editorTools.zh-HK')).editorToolsZhHK,
);
