import * as v from 'valibot';

/** Stored fields of `collapsible-container` (spec 3.1). */
export const accordionSchema = v.object({
  open: v.optional(v.boolean(), true),
  direction: v.optional(v.nullable(v.string()), 'ltr'),
});
export type AccordionFields = v.InferOutput<typeof accordionSchema>;
export const accordionDefaults: AccordionFields = { open: true, direction: 'ltr' };
