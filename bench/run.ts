// `npm run bench [-- api|import|editor|collab|live|live-keystroke|live-open|live-typing|live-server|live-store|reader|regex|revisions|history|search|images|upgrade|queue|export|static]`: prints figures and ratios; it does not pass or fail.
import { runApiBench } from './api.bench';
import { runCollabBench } from './collab.bench';
import { runLiveKeystrokeBench, runLiveOpenBench, runLiveSessionBench, runLiveTypingBench } from './liveSession.bench';
import { runEditorBench } from './editor.bench';
import { runExportBench } from './export.bench';
import { runHistoryBench } from './history.bench';
import { runHtmlImportBench } from './htmlImport.bench';
import { runImagesBench } from './images.bench';
import { runLiveBench } from './live.bench';
import { runLiveStoreBench } from './liveStore.bench';
import { runQueueBench } from './queue.bench';
import { runReaderBench } from './reader.bench';
import { runRegexBench } from './regex.bench';
import { runRevisionsBench } from './revisions.bench';
import { runSearchBench } from './search.bench';
import { runStaticReaderBench } from './staticReader.bench';
import { runUpgradeBench } from './upgrade.bench';

const parts: Record<string, () => unknown> = {
  api: runApiBench,
  import: runHtmlImportBench,
  editor: runEditorBench,
  collab: runCollabBench,
  live: runLiveSessionBench,
  'live-keystroke': runLiveKeystrokeBench,
  'live-open': runLiveOpenBench,
  'live-typing': runLiveTypingBench,
  reader: runReaderBench,
  regex: runRegexBench,
  revisions: runRevisionsBench,
  history: runHistoryBench,
  search: runSearchBench,
  images: runImagesBench,
  upgrade: runUpgradeBench,
  queue: runQueueBench,
  export: runExportBench,
  static: runStaticReaderBench,
  'live-server': runLiveBench,
  'live-store': runLiveStoreBench,
};
const chosen = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(parts).join(', ')}.`);
  process.exit(1);
}
for (const name of chosen.length ? chosen : Object.keys(parts)) await parts[name]();
