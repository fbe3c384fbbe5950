import { Mark } from '@tiptap/core';

/**
 * The mark that anchors comment threads to their text (issue 35): `ids` holds the thread ids of every thread on this
 * text (overlapping threads share one mark, as @lexical/mark's MarkNode does, which is how the codec saves it). It moves
 * with its text through typing, splits, joins, block moves, undo and co-editing; typing at its edges does not extend it.
 * Never parsed from HTML, so copied and pasted text does not carry another place's threads.
 */
export const CommentMark = Mark.create({
  name: 'comment',
  inclusive: false,
  spanning: true,
  addAttributes() {
    return {
      ids: { default: [] as string[], rendered: false },
      /** The saved MarkNode's other fields, so an untouched mark saves back byte for byte. */
      lexical: { default: null, rendered: false },
    };
  },
  parseHTML() {
    return [];
  },
  renderHTML({ mark }) {
    const ids = (mark.attrs.ids as string[]) ?? [];
    return ['mark', { class: 'comment-mark', 'data-comment-ids': ids.join(' ') }, 0];
  },
});

/** The thread ids a comment mark carries. */
export const idsOfMark = (attrs: Record<string, unknown> | undefined): string[] =>
  Array.isArray(attrs?.ids) ? (attrs.ids as unknown[]).filter((id): id is string => typeof id === 'string') : [];
