import { accordionContract } from '../../../contract/blocks/accordion';
import type { BlockDefinition } from '../types';
import { accordionCodec } from './accordion.codec';
import { Accordion, AccordionContent, AccordionTitle } from './accordion.node';

export const block: BlockDefinition = {
  name: 'accordion',
  contract: accordionContract,
  extensions: [Accordion, AccordionTitle, AccordionContent],
  codec: accordionCodec,
  placeholders: { collapsibleTitle: 'accordion.titlePlaceholder', collapsibleContent: 'accordion.contentPlaceholder' },
  slashOptions: [
    {
      title: 'slash.accordion',
      keywords: ['accordion', 'collapsible', 'toggle'],
      run: (editor, range) => editor.chain().focus().deleteRange(range).insertAccordion().run(),
    },
  ],
};
