import * as v from 'valibot';
import { defineBlock } from './define';

export const BUTTON_POSITIONS = ['left', 'center', 'right'] as const;
export const BUTTON_TARGETS = ['_blank', '_self'] as const;

/**
 * A stored button (spec 3.1). Both descriptions load: the full field set, or only `name`, `url` and `target`; missing
 * or unreadable fields take their defaults, and fields this editor does not know are kept.
 */
export const storedButtonSchema = v.looseObject({
  name: v.fallback(v.string(), ''),
  url: v.fallback(v.string(), ''),
  target: v.fallback(v.picklist(BUTTON_TARGETS), '_blank'),
  scheduled: v.fallback(v.boolean(), false),
  on: v.fallback(v.nullable(v.string()), null),
  off: v.fallback(v.nullable(v.string()), null),
  hasArrow: v.fallback(v.boolean(), false),
});

/** inlineButton, the button group (spec 3.1). */
export const buttonGroupContract = defineBlock({
  name: 'buttonGroup',
  savedTypes: ['inlineButton'],
  schema: v.object({
    position: v.optional(v.fallback(v.picklist(BUTTON_POSITIONS), 'left'), 'left'),
    buttons: v.array(storedButtonSchema),
  }),
  items: { buttons: { text: ['name'], links: ['url'], media: [] } },
});
