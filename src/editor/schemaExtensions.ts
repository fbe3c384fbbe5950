import type { AnyExtension } from '@tiptap/core';
import HardBreak from '@tiptap/extension-hard-break';
import StarterKit from '@tiptap/starter-kit';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { blockExtensions } from '../blocks';
import { InertBlock, InertInline, LexicalText } from './extensions/inertNodes';
import { LexicalFields } from './extensions/lexicalFields';
import { SafeLink } from './extensions/safeLink';

/** The document schema: the same for the editor, the codec tests and the HTML import. */
export function schemaExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      codeBlock: false,
      link: false,
      trailingNode: false,
      dropcursor: false,
      gapcursor: false,
      hardBreak: false,
    }),
    HardBreak.extend({ addKeyboardShortcuts: () => ({}) }),
    SafeLink,
    TextStyle,
    Color,
    LexicalFields,
    LexicalText,
    InertBlock,
    InertInline,
    ...blockExtensions(),
  ];
}
