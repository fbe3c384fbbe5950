import type { ReaderKey } from './reader.en';

/** Reader screens in Traditional Chinese (Hong Kong). */
export const readerZhHK = {
  'header.menu': '選單',
  'header.sections': '欄目',
  'header.language': '語言',
  'header.whatsOn': '活動一覽',
  'header.signIn': '登入',
  'header.signOut': '登出',
  'collection.stories': '故事',
  'collection.series': '系列',
  'collection.news': '新聞',
  'collection.projects': '項目',
  'collection.events': '活動',
  'collection.memo': '備忘',
  'collection.dataroom': '資料室',
  'collection.pages': '頁面',
} satisfies Record<ReaderKey, string>;
