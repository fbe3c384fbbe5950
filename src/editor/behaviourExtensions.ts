import type { AnyExtension } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { KeyboardRules } from './extensions/keyboardRules';
import { ListDepth } from './extensions/listDepth';
import { PlainPaste } from './extensions/plainPaste';
import { SlashCommand } from './extensions/slashCommand';

export const EMPTY_EDITOR_PLACEHOLDER = "Write something or press '/' for commands...";

/** How the editor behaves when people write: keyboard rules, plain paste, list depth, the block picker. */
export function behaviourExtensions(): AnyExtension[] {
  return [
    KeyboardRules,
    PlainPaste,
    ListDepth,
    SlashCommand,
    Placeholder.configure({ placeholder: EMPTY_EDITOR_PLACEHOLDER, showOnlyWhenEditable: true }),
  ];
}
