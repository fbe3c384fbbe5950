import * as v from 'valibot';

/** The two stored types of the red bar heading's text (spec 3.1). */
export const RED_BAR_TEXT_TYPES = ['redbartext', 'component-picker-redbartext'] as const;
export type RedBarTextType = (typeof RED_BAR_TEXT_TYPES)[number];

/** Stored fields of `custom-redbar-container-node` (spec 3.1). */
export const redBarContainerSchema = v.looseObject({
  customClassName: v.optional(v.string(), 'red-bar-block'),
});
export type RedBarContainerFields = v.InferOutput<typeof redBarContainerSchema>;
export const redBarContainerDefaults = { version: 1, customClassName: 'red-bar-block' };

export function isRedBarTextType(type: unknown): type is RedBarTextType {
  return RED_BAR_TEXT_TYPES.includes(type as RedBarTextType);
}
