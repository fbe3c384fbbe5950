import type { SearchKey } from './search.en';

/** The readers' search screen: Traditional Chinese (Hong Kong). */
export const searchZhHK = {
  'search.title': '搜尋',
  'search.label': '搜尋本網站',
  'search.submit': '搜尋',
  'search.prompt': '輸入要找的字詞，然後按輸入鍵。',
  'search.loading': '搜尋中……',
  'search.failed': '搜尋失敗：{message}',
  'search.none': '找不到與「{query}」相符的內容。',
  'search.count': '「{query}」共有 {total} 項結果',
  'search.countOne': '「{query}」共有 1 項結果',
  'search.otherLocale': 'English 版共有 {total} 項結果',
  'search.otherLocaleOne': 'English 版共有 1 項結果',
  'search.draft': '草稿',
  'search.pages': '結果頁',
  'search.previous': '上一頁',
  'search.next': '下一頁',
  'search.pageOf': '第 {page} 頁，共 {pages} 頁',
} satisfies Record<SearchKey, string>;
