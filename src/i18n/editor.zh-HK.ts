import type { EditorKey } from './editor.en';

/** The editor shell: bar, toolbar, picker, page settings, publishing Traditional Chinese (Hong Kong). */
export const editorZhHK = {
  // The editor route's document titles.
  'route.newPage': '新頁面',
  'route.editor': '編輯器',
  'route.editPage': '編輯：{title}',
  'loading.overlay': '頁面編輯器載入中',

  // The editor bar and the page's fields.
  'bar.region': '頁面操作',
  'bar.viewPage': '檢視頁面',
  'bar.save': '儲存',
  'status.saved': '所有更改已儲存',
  'status.unsaved': '有未儲存的更改',
  'status.saving': '儲存中…',
  'status.failed': '未能儲存',
  'fields.title': '標題',
  'fields.standFirst': '導言',
  'fields.body': '頁面內容',
  'fields.emptyBody': '開始書寫，或按「/」使用指令…',

  // The live session (issue 34): who is here, the line, and why editing stopped.
  'live.here': '同時在此：{names}',
  'live.offline': '離線：更改已保留在此裝置',
  'live.connecting': '連線中…',
  'live.endedAccess': '你已沒有編輯此頁的權限。你至今的更改已保留在此裝置。',
  'live.endedSession': '你的工作階段已結束。請重新登入以繼續編輯；你的更改已保留在此裝置。',
  'live.endedGone': '此頁已被刪除或移至垃圾桶，因此無法再編輯。',
  'live.saveFailed': '未能儲存：{message} 你的更改已保留在即時協作中。',

  // Saving, drafts kept in the browser, conflicts and the leave guard.
  'save.titleMissing': '儲存前請先為頁面加上標題。',
  'save.failed': '未能儲存：{message} 你的更改已保留在此瀏覽器。',
  'change.elsewhere': '你開啟此頁後，頁面已在別處被更改。',
  'draft.region': '未儲存的更改',
  'draft.found': '你於{when}對此頁作出的更改尚未儲存。',
  'draft.restore': '還原更改',
  'draft.discard': '捨棄更改',
  'save.merged': '已儲存。期間他人儲存的更改已合併。',
  'remote.merged': '有人儲存了此頁；他們的更改已加入你的版本。',
  'leave.title': '不儲存就離開？',
  'leave.description': '你未儲存的更改會保留在此瀏覽器，下次返回此頁時可以還原。',
  'leave.stay': '留下',
  'leave.leave': '離開',
  'signOut.title': '不儲存就登出？',
  'signOut.signOut': '登出',

  // Publishing and its schedule.

  // Page settings.

  // Draft preview links.

  // The floating toolbar and the link editor.
  'toolbar.label': '文字格式',
  'toolbar.textStyle': '文字樣式',
  'toolbar.normal': '內文',
  'toolbar.heading': '標題 {level}',
  'toolbar.redBar': '紅條標題',
  'toolbar.textColour': '文字顏色',
  'toolbar.textColours': '文字顏色',
  'toolbar.bold': '粗體',
  'toolbar.italic': '斜體',
  'toolbar.underline': '底線',
  'toolbar.link': '連結',
  'toolbar.comment': '留言',
  'toolbar.bulletedList': '項目符號清單',
  'toolbar.numberedList': '編號清單',
  'colour.black': '黑色',
  'colour.red': '紅色',
  'colour.grey': '灰色',
  'colour.stone': '石色',
  'colour.green': '綠色',
  'colour.white': '白色',
  'link.label': '連結',
  'link.placeholder': '輸入或貼上連結',
  'link.remove': '移除連結',
  'link.notAllowed': '連結必須是網址、電郵或電話連結，或本網站上的路徑。',

  // The block controls and the block picker's shell.
  'block.deleteSubpage': '刪除子頁面？',
  'block.cancel': '取消',
  'block.delete': '刪除',
  'block.comment': '留言',
  'block.insert': '插入區塊',
  'block.drag': '拖曳以移動',
  'block.menu': '區塊選單',
  'block.menuTitle': '區塊',
  'block.duplicate': '複製',
  'block.moveUp': '上移',
  'block.moveDown': '下移',
  'block.remove': '移除區塊',
  'block.settings': '區塊設定',
  'block.turnInto': '轉換為',
  'block.paragraph': '段落',
  'block.heading2': '標題 2',
  'block.heading3': '標題 3',
  'block.bulletList': '項目符號清單',
  'block.numberedList': '編號清單',
  'slash.dialog': '插入區塊',
  'slash.list': '區塊',
  'slash.empty': '沒有相符的區塊',
  'hint.shiftEnter': '按 {keys} 開始新段落。',
  'hint.gotIt': '知道了',
  'inert.unsupported': '不支援的區塊：{type}',

  // The date field and its calendar.

  // The what's on page's editor.

  // The programme's editor: days and their periods.
} satisfies Record<EditorKey, string>;
