import * as v from 'valibot';
import { defineBlock } from './define';

/** Lexical's own nodes, which the editor and the reader handle without a block folder. */
export const paragraphContract = defineBlock({
  name: 'paragraph',
  savedTypes: ['paragraph'],
  schema: v.object({ textFormat: v.optional(v.number(), 0), textStyle: v.optional(v.string(), '') }),
});

export const headingContract = defineBlock({
  name: 'heading',
  savedTypes: ['heading'],
  schema: v.object({ tag: v.optional(v.picklist(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']), 'h2') }),
});

export const listContract = defineBlock({
  name: 'list',
  savedTypes: ['list'],
  partTypes: ['listitem'],
  schema: v.object({
    listType: v.optional(v.picklist(['bullet', 'number', 'check']), 'bullet'),
    start: v.optional(v.number(), 1),
    tag: v.optional(v.picklist(['ul', 'ol']), 'ul'),
  }),
});

export const quoteContract = defineBlock({ name: 'quote', savedTypes: ['quote'], schema: v.object({}) });

export const dividerContract = defineBlock({ name: 'divider', savedTypes: ['horizontalrule'], schema: v.object({}) });

/** Inline nodes: a link's address is a link field wherever the link sits. */
export const linkContract = defineBlock({
  name: 'link',
  savedTypes: ['link', 'autolink'],
  schema: v.object({
    url: v.optional(v.string(), ''),
    rel: v.optional(v.nullable(v.string()), null),
    target: v.optional(v.nullable(v.string()), null),
    title: v.optional(v.nullable(v.string()), null),
  }),
  links: ['url'],
});
