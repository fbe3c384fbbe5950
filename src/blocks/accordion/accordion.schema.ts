import * as v from 'valibot';
import { defaultsOf } from '../../../contract/blocks/define';
import { accordionContract } from '../../../contract/blocks/accordion';

/** Stored fields of `collapsible-container` (spec 3.1): its contract's. */
export const accordionSchema = accordionContract.schema;
export type AccordionFields = v.InferOutput<typeof accordionSchema>;
export const accordionDefaults = defaultsOf(accordionContract) as AccordionFields;
