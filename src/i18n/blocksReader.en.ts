/** What blocks show readers (loaded with every page). English: the spec's texts exactly. */
export const blocksReaderEn = {
  'buttonGroup.closed': 'Applications are not open at this time. Please check back later.',
  'caption.show': 'Show caption',
  'caption.hide': 'Hide caption',
  'image.loading': 'Loading image...',
  'image.failed': 'Failed to load image',
  'leadImage.video': 'Lead video',
  'video.label': 'Video',
  'timeLocation.label': 'Time and location',
  'timeLocation.date': 'Date',
  'timeLocation.time': 'Time',
  'timeLocation.location': 'Location',
  'subpage.inTrash': 'In trash',
} as const;

export type BlocksReaderKey = keyof typeof blocksReaderEn;
