/** The readers' search screen (/{locale}/search). */
export const searchEn = {
  'search.title': 'Search',
  'search.label': 'Search the site',
  'search.submit': 'Search',
  'search.prompt': 'Type words to look for, then press Enter.',
  'search.loading': 'Searching...',
  'search.failed': 'The search failed: {message}',
  'search.none': 'Nothing matches “{query}”.',
  'search.count': '{total} results for “{query}”',
  'search.countOne': '1 result for “{query}”',
  'search.otherLocale': '{total} results in 中文',
  'search.otherLocaleOne': '1 result in 中文',
  'search.draft': 'Draft',
  'search.pages': 'Result pages',
  'search.previous': 'Previous',
  'search.next': 'Next',
  'search.pageOf': 'Page {page} of {pages}',
} as const;
export type SearchKey = keyof typeof searchEn;
