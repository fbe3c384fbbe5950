import * as v from 'valibot';
import { BUTTON_POSITIONS, BUTTON_TARGETS, storedButtonSchema } from '../../../contract/blocks/buttonGroup';
import { isSafeLink } from '../../../contract/links';
import type { BlocksKey } from '../../i18n/blocks.en';
import type { Translate } from '../../i18n/translate';

export { BUTTON_POSITIONS, BUTTON_TARGETS, storedButtonSchema } from '../../../contract/blocks/buttonGroup';
export type ButtonPosition = (typeof BUTTON_POSITIONS)[number];
export const BUTTON_POSITION_LABELS: Record<ButtonPosition, BlocksKey> = {
  left: 'position.left',
  center: 'position.center',
  right: 'position.right',
};

export type ButtonTarget = (typeof BUTTON_TARGETS)[number];
/** Spec 9.2: `_blank` ("New page") is the default; `_self` is "Current page". */
export const BUTTON_TARGET_LABELS: Record<ButtonTarget, BlocksKey> = { _blank: 'buttons.newPage', _self: 'buttons.currentPage' };

export type ButtonFields = v.InferOutput<typeof storedButtonSchema>;

/** Stored fields of `inlineButton` (spec 3.1); a block whose buttons are not a list of objects is not a button group. */
export const storedButtonGroupSchema = v.looseObject({
  position: v.fallback(v.picklist(BUTTON_POSITIONS), 'left'),
  buttons: v.array(storedButtonSchema),
});
export type ButtonGroupFields = v.InferOutput<typeof storedButtonGroupSchema>;

/** Spec 9.2: a new button is named "Button", with an empty url, opening a new page. */
export const newButton = (): ButtonFields => ({
  name: 'Button',
  url: '',
  target: '_blank',
  scheduled: false,
  on: null,
  off: null,
  hasArrow: false,
});
export const buttonGroupDefaults = (): ButtonGroupFields => ({ position: 'left', buttons: [newButton()] });

/** Reads a button group from the editor node's attributes, filling defaults; null when it is not readable. */
export function readButtonGroup(attrs: { position?: unknown; buttons?: unknown }): ButtonGroupFields | null {
  const result = v.safeParse(storedButtonGroupSchema, { position: attrs.position ?? undefined, buttons: attrs.buttons });
  return result.success ? result.output : null;
}

const SITE_PATH = /^\/(?![/\\])\S*$/;
const MAIL_OR_PHONE = /^(mailto|tel):\S+$/i;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** A button's url: empty, an http(s) address, mailto:, tel:, or a path on this site; always a safe link. */
export function isButtonUrl(url: string): boolean {
  if (!url) return true;
  if (!isSafeLink(url)) return false;
  if (SITE_PATH.test(url) || MAIL_OR_PHONE.test(url)) return true;
  if (!WEB_ADDRESS.test(url)) return false;
  try {
    return Boolean(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The Button Group form (spec 5.1), validated on change, its messages from `t`: the name's rule says "Button title is
 * required." ('buttons.nameRule'), which the dialog shows as 'buttons.nameMessage'.
 */
export const buttonFormSchemaOf = (t: Translate<BlocksKey>) =>
  v.looseObject({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, t('buttons.nameRule'))),
    url: v.pipe(v.string(), v.trim(), v.check(isButtonUrl, t('buttons.urlInvalid'))),
    target: v.picklist(BUTTON_TARGETS),
    scheduled: v.optional(v.boolean()),
    on: v.nullable(v.string()),
    off: v.nullable(v.string()),
    hasArrow: v.optional(v.boolean()),
  });

export const buttonGroupFormSchemaOf = (t: Translate<BlocksKey>) =>
  v.object({
    position: v.picklist(BUTTON_POSITIONS),
    buttons: v.pipe(v.array(buttonFormSchemaOf(t)), v.minLength(1, t('buttons.required'))),
  });
export type ButtonGroupForm = v.InferOutput<ReturnType<typeof buttonGroupFormSchemaOf>>;
