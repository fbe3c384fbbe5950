import Link from '@tiptap/extension-link';
import { isSafeLink } from '../../../contract/links';

/** Links: only http(s), mailto, tel or relative; they open in a new tab. Saved fields ride along for round trips. */
export const SafeLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      savedType: { default: 'link', rendered: false },
      lexical: { default: null, rendered: false },
    };
  },
}).configure({
  openOnClick: false,
  autolink: false,
  linkOnPaste: false,
  protocols: ['http', 'https', 'mailto', 'tel'],
  isAllowedUri: (url) => isSafeLink(url),
  HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
});
