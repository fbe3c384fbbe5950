/** Reader screens (loaded with every page): the spec's English texts exactly. */
export const readerEn = {
  'header.menu': 'Menu',
  'header.sections': 'Sections',
  'header.language': 'Language',
  'header.whatsOn': "What's on",
  'header.signIn': 'Sign in',
  'header.signOut': 'Sign out',
  'collection.stories': 'Stories',
  'collection.series': 'Series',
  'collection.news': 'News',
  'collection.projects': 'Projects',
  'collection.events': 'Events',
  'collection.memo': 'Memo',
  'collection.dataroom': 'Data room',
  'collection.pages': 'Pages',
} as const;

export type ReaderKey = keyof typeof readerEn;
