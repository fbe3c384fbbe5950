import type { AnyExtension } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { Code } from '@tiptap/extension-code';
import { Document } from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { HorizontalRule } from '@tiptap/extension-horizontal-rule';
import { Italic } from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Underline } from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import type { Locale } from '../../contract';
import { blockExtensions } from '../blocks';
import { InertBlock, InertInline, LexicalText } from './extensions/inertNodes';
import { LexicalFields } from './extensions/lexicalFields';
import { SafeLink } from './extensions/safeLink';
import { Section } from './extensions/sections';
import { BlockTraits } from './kit/blockTraits';
import { CommentMark } from '../comments/commentMark';

/** The document schema: the same for the editor, the codec tests and the HTML import (`locale`: its few labels). */
export function schemaExtensions(locale: Locale = 'en'): AnyExtension[] {
  return [
    // StarterKit's order, so the schema (and the order of marks on a text) stays as it was.
    Bold,
    Blockquote,
    BulletList,
    Code,
    Document.extend({ content: '(block | section)+' }),
    Section,
    Heading.configure({ levels: [1, 2, 3, 4, 5, 6] }),
    UndoRedo,
    HorizontalRule,
    Italic,
    ListItem,
    ListKeymap,
    OrderedList,
    Paragraph,
    Strike,
    Text,
    Underline,
    HardBreak.extend({ addKeyboardShortcuts: () => ({}) }),
    SafeLink,
    // Issue 35: comment threads' anchors (saved as @lexical/mark's MarkNode).
    CommentMark,
    TextStyle,
    Color,
    LexicalFields,
    LexicalText,
    InertBlock.configure({ locale }),
    InertInline,
    BlockTraits,
    ...blockExtensions(),
  ];
}
