import type { BlocksReaderKey } from './blocksReader.en';

/** What blocks show readers Traditional Chinese (Hong Kong). */
export const blocksReaderZhHK = {
  'buttonGroup.closed': '現時未開放申請，請稍後再查看。',
  'caption.show': '顯示說明文字',
  'caption.hide': '隱藏說明文字',
  'image.loading': '正在載入圖片...',
  'image.failed': '未能載入圖片',
  'leadImage.video': '主影片',
  'video.label': '影片',
  'timeLocation.label': '時間及地點',
  'timeLocation.date': '日期',
  'timeLocation.time': '時間',
  'timeLocation.location': '地點',
  'subpage.inTrash': '在垃圾桶中',
} satisfies Record<BlocksReaderKey, string>;
