import * as v from 'valibot';
import { defineBlock } from './define';

/** time-location-node (spec 3.1): no stored fields; it shows the event's date, times and place. */
export const timeLocationContract = defineBlock({ name: 'timeLocation', savedTypes: ['time-location-node'], schema: v.object({}) });
