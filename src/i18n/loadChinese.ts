import { accountMessages } from './account';
import { blocksMessages } from './blocks';
import { blocksReaderMessages } from './blocksReader';
import { editorMessages } from './editor';
import { editorToolsMessages } from './editorTools';
import { eventEditorsMessages } from './eventEditors';
import { memoMessages } from './memo';
import { readerMessages } from './reader';

/** Every part's zh-HK texts, loaded: for the server's rendering and for tests, which render /hk without waiting. */
export async function loadAllChinese(): Promise<void> {
  const parts = [
    readerMessages,
    accountMessages,
    memoMessages,
    editorMessages,
    editorToolsMessages,
    eventEditorsMessages,
    blocksMessages,
    blocksReaderMessages,
  ];
  await Promise.all(parts.map((messages) => messages.loadHk?.()));
}
