import type { ReactNode } from 'react';
import type { AnyExtension, Editor, Range } from '@tiptap/core';
import type { BlockCodec } from '../editor/document/codec';

/** One option of the "/" block picker (spec 2.4). */
export interface SlashOption {
  title: string;
  keywords?: string[];
  description?: string;
  /** Shown instead of the title while the option's work is under way (spec 2.4: "Uploading image..."). */
  busyLabel?: string;
  /** Replaces the typed "/query" range with the block. */
  run(editor: Editor, range: Range): void;
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
  extensions?: AnyExtension[];
  slashOptions?: SlashOption[];
  toolbarToggles?: ToolbarToggle[];
  codec?: BlockCodec;
  /** By editor node type: the question to ask before the block controls remove such a block, or null to ask nothing. */
  removalQuestions?: Record<string, (attrs: Record<string, unknown>) => string | null>;
  /** Placeholders shown in an empty node of these types (or an empty paragraph directly inside one). */
  placeholders?: Record<string, string>;
}
