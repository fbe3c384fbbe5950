import * as v from 'valibot';
import { text } from './define';

/** A card's fields (tagged previews, gray and white cards), and which hold text and links. */
export const card = v.looseObject({ title: text(), description: text(), link: text(), id: v.optional(v.union([v.string(), v.number()])) });
export const cardRoles = { text: ['title', 'description'], links: ['link'], media: [] };
