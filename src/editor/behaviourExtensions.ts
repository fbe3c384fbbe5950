import type { AnyExtension } from '@tiptap/core';
import type { Locale } from '../../contract';
import { blockPlaceholders } from '../blocks';
import { Dropcursor } from '@tiptap/extensions/drop-cursor';
import { editorMessages } from '../i18n/editor';
import { translatorOf } from '../i18n/translate';
import { BlockMoves } from './extensions/blockMoves';
import { CaretAroundBlocks, SelectBlockOnEscape } from './extensions/caretAroundBlocks';
import { KeyboardRules } from './extensions/keyboardRules';
import { ListDepth } from './extensions/listDepth';
import { Placeholders } from './extensions/placeholders';
import { PlainPaste } from './extensions/plainPaste';
import { RevealSavedBlock } from './extensions/revealSavedBlock';
import { SectionKeys } from './extensions/sections';
import { SlashCommand } from './extensions/slashCommand';

/** How the editor behaves when people write: keyboard rules, plain paste, list depth, the block picker (in `locale`). */
export function behaviourExtensions(locale: Locale = 'en'): AnyExtension[] {
  const t = translatorOf(editorMessages, locale);
  return [
    CaretAroundBlocks,
    SelectBlockOnEscape,
    KeyboardRules,
    SectionKeys,
    PlainPaste,
    ListDepth,
    SlashCommand.configure({ locale }),
    BlockMoves,
    RevealSavedBlock,
    // The line showing where a dragged block will land (the block controls' drag handle).
    Dropcursor.configure({ color: '#c8102e', width: 3, class: 'drop-cursor' }),
    Placeholders.configure({ empty: t('fields.emptyBody'), byType: blockPlaceholders(locale) }),
  ];
}
