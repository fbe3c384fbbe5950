import { useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { backToEditor, useBlockSettingsEvent } from './useBlockSettingsEvent';

/**
 * Which card of a card block its dialog edits: Edit on a card opens the dialog with that card's form values, and the
 * block's settings control edits the first card. Put `wrapper` on the NodeView's wrapper.
 */
export function useCardEditing<Card>(editor: Editor, formValuesAt: (index: number) => Card) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<{ index: number; card: Card } | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (index: number) => {
    setEditing({ index, card: formValuesAt(index) });
    setOpen(true);
  };
  useBlockSettingsEvent(wrapper, () => edit(0));
  const setDialogOpen = (next: boolean) => {
    setOpen(next);
    if (!next) backToEditor(editor);
  };
  return { wrapper, editing, open, setOpen: setDialogOpen, edit };
}
