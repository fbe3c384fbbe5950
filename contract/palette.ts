/** Text colours of spec 9.2, with the names the colour picker reads out. */
export const TEXT_COLOURS = ['#000000', '#EE3A43', '#717174', '#F3F3F0', '#74B87A', '#FFFFFF'] as const;
export const TEXT_COLOUR_NAMES: Record<(typeof TEXT_COLOURS)[number], string> = {
  '#000000': 'Black',
  '#EE3A43': 'Red',
  '#717174': 'Grey',
  '#F3F3F0': 'Stone',
  '#74B87A': 'Green',
  '#FFFFFF': 'White',
};
