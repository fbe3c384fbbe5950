import { Mark, mergeAttributes } from '@tiptap/core';
import { isSafeLink } from '../../../contract/links';

export interface LinkAttributes {
  href: string;
  target?: string | null;
  rel?: string | null;
  title?: string | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      /** Links the selection; refuses an href that may not be stored. */
      setLink: (attributes: LinkAttributes) => ReturnType;
      /** Removes the link around the cursor or from the selection. */
      unsetLink: () => ReturnType;
    };
  }
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' };

/** Links: only http(s), mailto, tel or relative; they open in a new tab. Saved fields ride along for round trips. */
export const SafeLink = Mark.create({
  name: 'link',
  priority: 1000,
  keepOnSplit: false,
  exitable: true,
  inclusive: false,

  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
      target: { default: NEW_TAB.target },
      rel: { default: NEW_TAB.rel },
      title: { default: null },
      savedType: { default: 'link', rendered: false },
      lexical: { default: null, rendered: false },
      // Which saved link this text was in: two links side by side to one address stay two links.
      instance: { default: null, rendered: false },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (element) => {
          const href = element.getAttribute('href');
          return href && isSafeLink(href) ? null : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    const href = typeof HTMLAttributes.href === 'string' && isSafeLink(HTMLAttributes.href) ? HTMLAttributes.href : '';
    return ['a', mergeAttributes(NEW_TAB, HTMLAttributes, { href }), 0];
  },

  addCommands() {
    return {
      setLink:
        (attributes) =>
        ({ commands }) =>
          isSafeLink(attributes.href) ? commands.setMark(this.name, attributes) : false,
      unsetLink:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
    };
  },
});
