import * as v from 'valibot';

export const CALLOUT_CLASS_NAME = 'supplementary-wrapper';

/** Stored fields of the callout's `custom-block-element-node` (spec 3.1): the class marks it as the supplementary block. */
export const calloutSchema = v.looseObject({
  customClassName: v.literal(CALLOUT_CLASS_NAME),
});
export type CalloutFields = v.InferOutput<typeof calloutSchema>;
export const calloutDefaults = { version: 1, customClassName: CALLOUT_CLASS_NAME };
