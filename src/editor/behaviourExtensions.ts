import type { AnyExtension } from '@tiptap/core';
import { blockPlaceholders } from '../blocks';
import { Dropcursor } from '@tiptap/extensions';
import { BlockMoves } from './extensions/blockMoves';
import { CaretAroundBlocks } from './extensions/caretAroundBlocks';
import { KeyboardRules } from './extensions/keyboardRules';
import { ListDepth } from './extensions/listDepth';
import { Placeholders } from './extensions/placeholders';
import { PlainPaste } from './extensions/plainPaste';
import { SectionKeys } from './extensions/sections';
import { SlashCommand } from './extensions/slashCommand';

export const EMPTY_EDITOR_PLACEHOLDER = "Write something or press '/' for commands...";

/** How the editor behaves when people write: keyboard rules, plain paste, list depth, the block picker. */
export function behaviourExtensions(): AnyExtension[] {
  return [
    CaretAroundBlocks,
    KeyboardRules,
    SectionKeys,
    PlainPaste,
    ListDepth,
    SlashCommand,
    BlockMoves,
    // The line showing where a dragged block will land (the block controls' drag handle).
    Dropcursor.configure({ color: '#c8102e', width: 3, class: 'drop-cursor' }),
    Placeholders.configure({ empty: EMPTY_EDITOR_PLACEHOLDER, byType: blockPlaceholders() }),
  ];
}
