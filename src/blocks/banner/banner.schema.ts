import { defaultsOf } from '../../../contract/blocks/define';
import { bannerContract } from '../../../contract/blocks/banner';
import * as v from 'valibot';
import type { BlocksKey } from '../../i18n/blocks.en';
import type { Translate } from '../../i18n/translate';
import { cardLinkSchemaOf, requiredText } from '../taggedPreview/taggedPreview.schema';

export const BANNER_NODE = 'banner';

/** Stored fields of `banner` (spec 3.1); the dialog validates with the tagged preview's rules and messages (5.2). */
export const bannerSchemaOf = (t: Translate<BlocksKey>) =>
  v.object({
    title: requiredText(t('validation.titleRequired')),
    description: requiredText(t('validation.descriptionRequired')),
    link: cardLinkSchemaOf(t),
  });
export type BannerFields = v.InferOutput<ReturnType<typeof bannerSchemaOf>>;
export const bannerDefaults = defaultsOf(bannerContract) as BannerFields;
