import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { isBlocking, type ChecklistItem } from '../../contract/checklist';
import { editorToolsMessages } from '../i18n/editorTools';
import type { EditorToolsKey } from '../i18n/editorTools.en';
import { useMessages } from '../i18n/useMessages';
import type { Translate } from '../i18n/translate';
import { useLocale } from '../routes/useLocale';
import { usePageSettingsRequest } from '../store/checklist';
import { useEventDetails } from '../store/eventDetails';
import { DialogShell } from '../ui/DialogShell';

/** What the checklist stands before: the bar's Publish, or a scheduled publish. */
export interface ChecklistStep {
  purpose: 'publish' | 'schedule';
  items: ChecklistItem[];
  /** The button that goes on, when not Publish or Schedule publish (Publish changes). */
  confirm?: string;
  /** Goes on with the step; false when it did not (the bar says why). */
  proceed(): Promise<boolean>;
}

export interface PublishChecklistProps {
  step: ChecklistStep | null;
  onClose(): void;
  /** The page's editor, where an item about a block shows it. */
  editor(): Editor | null;
}

function itemText(item: ChecklistItem, index: number, t: Translate<EditorToolsKey>): string {
  const name = item.name ?? t('publish.imageNumber', { number: index + 1 });
  return t(`checklist.${item.code}`, { name });
}

/**
 * The checklist before publishing (issue 33): the server's items, those that block first. Each item about a block
 * shows that block in the page; one about a setting opens the dialog where it is set. Publishing goes on from here
 * only when nothing blocks; the server refuses the same publish with the same items.
 */
export function PublishChecklist({ step, onClose, editor }: PublishChecklistProps) {
  const t = useMessages(editorToolsMessages, useLocale());
  const [busy, setBusy] = useState(false);
  if (!step) return null;
  const blocking = step.items.filter(isBlocking);
  const confirm = step.confirm ?? (step.purpose === 'publish' ? t('publish.publish') : t('schedule.schedulePublish'));

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={step.purpose === 'publish' ? t('checklist.title') : t('checklist.titleSchedule')}
      description={blocking.length ? t('checklist.blocked') : undefined}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('checklist.cancel')}
          </button>
          <button
            type="button"
            className="button--primary"
            disabled={busy || blocking.length > 0}
            onClick={async () => {
              setBusy(true);
              try {
                if (await step.proceed()) onClose();
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirm}
          </button>
        </>
      }
    >
      <ChecklistGroups items={step.items} editor={editor} beforeShow={onClose} />
    </DialogShell>
  );
}

/** Where an item is seen to: its block in the page, or the dialog where it is set. */
function showItem(item: ChecklistItem, editor: () => Editor | null) {
  if (item.block !== undefined) editor()?.commands.revealSavedBlock(item.block);
  else if (item.code === 'event_date' || item.code === 'event_place') void useEventDetails.getState().ask();
  else usePageSettingsRequest.getState().ask();
}

/**
 * A checklist's items in two groups, "Fix before publishing" and "Worth a look", each item a button that shows where
 * it is (after `beforeShow`, which closes what holds the list). Publish's dialog and Submit for review show it.
 */
export function ChecklistGroups({ items, editor, beforeShow }: { items: ChecklistItem[]; editor(): Editor | null; beforeShow(): void }) {
  const t = useMessages(editorToolsMessages, useLocale());
  const group = (shown: ChecklistItem[], label: string) => (
    <section className="publish-checklist__group" aria-label={label}>
      <h3>{label}</h3>
      <ul>
        {shown.map((item, index) => (
          <li key={`${item.code}:${item.block ?? ''}:${item.card ?? ''}:${index}`} className={`publish-checklist__item--${item.severity}`}>
            <button
              type="button"
              className="publish-checklist__jump"
              onClick={() => {
                beforeShow();
                showItem(item, editor);
              }}
            >
              {itemText(item, index, t)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
  const blocking = items.filter(isBlocking);
  const warnings = items.filter((item) => !isBlocking(item));
  return (
    <div className="publish-checklist">
      {blocking.length > 0 && group(blocking, t('checklist.blocking'))}
      {warnings.length > 0 && group(warnings, t('checklist.warnings'))}
    </div>
  );
}
