import type { Editor } from '@tiptap/core';
import type { Collection, Locale } from '../../contract';
import { EventDetailsButton } from '../events/EventDetailsDialog';
import { PageSettings, type PageSettingsValues } from './PageSettings';
import { PreviewLinks } from './PreviewLinks';
import { PublishControl } from './PublishControl';
import type { PublishState } from './publishState';
import type { ComparedVersion } from './history/comparison';
import { HistoryButton } from './history/HistoryButton';
import { PresenceNote } from './history/PresenceNote';

export interface EditorBarToolsProps {
  pageId: number;
  locale: Locale;
  collection: Collection;
  publishState: PublishState;
  /** Publishing is offered only to those who may (contributors submit drafts for an editor to publish). */
  publishable: boolean;
  settings: PageSettingsValues;
  saveFirst(): Promise<boolean>;
  version(): number;
  adoptVersion(version: number): void;
  onMoved(publicRoute: string): void;
  /** The page as it is in the editor now, for the history's comparison. */
  current(): ComparedVersion | null;
  /** A revision was restored on the server: the editor takes it up and says so. */
  onRestored(message: string): Promise<void>;
  /** The page's editor, where a refused publish shows the images it names. */
  editor(): Editor | null;
  /** The page's version as the heartbeat hears it: someone else's save, for the editor to take in. */
  onRemoteVersion(version: number): void;
}

/** The editor bar's page tools, loaded after the editor (nobody publishes before the page has opened). */
export function EditorBarTools({
  pageId,
  locale,
  collection,
  publishState,
  publishable,
  settings,
  saveFirst,
  version,
  adoptVersion,
  onMoved,
  current,
  onRestored,
  editor,
  onRemoteVersion,
}: EditorBarToolsProps) {
  return (
    <>
      <PresenceNote pageId={pageId} onVersion={onRemoteVersion} />
      {publishable && (
        <PublishControl
          pageId={pageId}
          initial={publishState}
          saveFirst={saveFirst}
          version={version}
          adoptVersion={adoptVersion}
          editor={editor}
        />
      )}
      {collection === 'events' && (
        <EventDetailsButton pageId={pageId} saveFirst={saveFirst} version={version} adoptVersion={adoptVersion} />
      )}
      <PageSettings
        pageId={pageId}
        locale={locale}
        collection={collection}
        initial={settings}
        saveFirst={saveFirst}
        version={version}
        adoptVersion={adoptVersion}
        onMoved={onMoved}
      />
      <PreviewLinks pageId={pageId} saveFirst={saveFirst} />
      <HistoryButton pageId={pageId} current={current} saveFirst={saveFirst} version={version} onRestored={onRestored} />
    </>
  );
}
