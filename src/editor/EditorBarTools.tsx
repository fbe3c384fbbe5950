import { useCallback, useState } from 'react';
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
import { ReviewControl, type SubmitOffer } from './review/ReviewControl';
import { CommentsControl } from '../comments/CommentsControl';
import { PageCommentersButton } from '../comments/PageCommentersButton';

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
  /** In a live session, who is here comes from the session (the bar's avatars), not the presence heartbeat. */
  live?: boolean;
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
  live,
}: EditorBarToolsProps) {
  // Each publish, unpublish or schedule in the bar: the review control reads the review again (publishing closes it).
  const [publishings, setPublishings] = useState(0);
  const adoptPublishing = (next: number) => {
    adoptVersion(next);
    setPublishings((count) => count + 1);
  };
  // Those who may publish submit for review from the publishing menu (the bar's buttons are theirs to publish with).
  const [submitOffer, setSubmitOffer] = useState<SubmitOffer | null>(null);
  const offerSubmit = useCallback((offer: SubmitOffer | null) => setSubmitOffer(() => offer), []);
  return (
    <>
      {!live && <PresenceNote pageId={pageId} onVersion={onRemoteVersion} />}
      {collection !== 'memo' && (
        <ReviewControl
          pageId={pageId}
          saveFirst={saveFirst}
          publishings={publishings}
          editor={editor}
          onSubmitOffer={publishable ? offerSubmit : undefined}
        />
      )}
      {publishable && (
        <PublishControl
          pageId={pageId}
          initial={publishState}
          saveFirst={saveFirst}
          version={version}
          adoptVersion={adoptPublishing}
          editor={editor}
          onDiscarded={onRestored}
          submitForReview={collection !== 'memo' ? submitOffer : null}
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
      {/* Site pages invite Commenters from the comments panel's head: the bar stays one row at 1280 px. */}
      <CommentsControl
        pageId={pageId}
        editor={editor}
        saveFirst={saveFirst}
        panelTools={collection !== 'memo' && <PageCommentersButton pageId={pageId} />}
      />
      <HistoryButton pageId={pageId} current={current} saveFirst={saveFirst} version={version} onRestored={onRestored} />
    </>
  );
}
