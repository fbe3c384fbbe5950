import type { BlockDefinition } from '../types';
import { accordionCodec } from './accordion.codec';
import { Accordion, AccordionContent, AccordionTitle } from './accordion.node';
import { ACCORDION_CONTENT_PLACEHOLDER, ACCORDION_TITLE_PLACEHOLDER } from './accordion.schema';

export const accordionBlock: BlockDefinition = {
  name: 'accordion',
  extensions: [Accordion, AccordionTitle, AccordionContent],
  codec: accordionCodec,
  placeholders: { collapsibleTitle: ACCORDION_TITLE_PLACEHOLDER, collapsibleContent: ACCORDION_CONTENT_PLACEHOLDER },
  slashOptions: [
    {
      title: 'Accordion',
      keywords: ['accordion', 'collapsible', 'toggle'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertAccordion().run(),
    },
  ],
};
