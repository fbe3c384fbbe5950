import type { ReactNode } from 'react';
import type { AnyExtension, Editor, Range } from '@tiptap/core';
import type { Locale } from '../../contract';
import type { BlockContract } from '../../contract/blocks';
import type { BlocksKey } from '../i18n/blocks.en';
import type { BlockCodec } from '../editor/kit/blockCodec';

/** One option of the "/" block picker (spec 2.4), its texts in the picker's locale. */
export interface SlashOption {
  /** The option's name whatever the locale (its English title): the picker's order and its icon (SLASH_ICONS). */
  id: string;
  title: string;
  keywords?: string[];
  description?: string;
  /** Shown instead of the title while the option's work is under way (spec 2.4: "Uploading image..."). */
  busyLabel?: string;
  /** Replaces the typed "/query" range with the block. */
  run(editor: Editor, range: Range): void;
}

/** A picker option as its block defines it: its texts by catalogue key; `run` learns the picker's locale. */
export interface SlashOptionDefinition {
  title: BlocksKey;
  description?: BlocksKey;
  keywords?: string[];
  /** The text to show instead of the title while the option's work is under way, or null. */
  busy?(): BlocksKey | null;
  run(editor: Editor, range: Range, locale: Locale): void;
}

/** A button of the floating toolbar that a block brings (the red bar heading's toggle). */
export interface ToolbarToggle {
  label: string;
  icon: ReactNode;
  isActive(editor: Editor): boolean;
  run(editor: Editor): void;
}

/** Everything one block type brings: editor nodes, picker options and its codec mapping. */
export interface BlockDefinition {
  name: string;
  /** The block's saved format (contract/blocks): its codec reads its saved types from it. */
  contract: BlockContract;
  extensions?: AnyExtension[];
  slashOptions?: SlashOptionDefinition[];
  toolbarToggles?: Array<Omit<ToolbarToggle, 'label'> & { label: BlocksKey }>;
  codec?: BlockCodec;
  /** By editor node type: the question to ask before the block controls remove such a block, or null to ask nothing. */
  removalQuestions?: Record<string, (attrs: Record<string, unknown>, locale: Locale) => string | null>;
  /** Placeholders (catalogue keys) shown in an empty node of these types (or an empty paragraph directly inside one). */
  placeholders?: Record<string, BlocksKey>;
}
