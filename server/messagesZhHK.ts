import { EVENT_WITHOUT_DATE, IMAGES_WITHOUT_ALT, LINK_TO_NO_PAGE } from './services/publishChecks';

/**
 * The server's messages people meet most, in Traditional Chinese (Hong Kong): an API answer's `error` is given in
 * Chinese when the request prefers zh (the browser sends `Accept-Language: zh-HK` from /hk screens). A message not
 * listed here stays English. Keys are the exact English messages the services throw.
 */
const ZH_HK: Readonly<Record<string, string>> = {
  'Please sign in.': '請先登入。',
  'Access tokens cannot make this call.': '存取權杖不能進行此操作。',
  'This access token is not valid: it is unknown, revoked or expired.': '此存取權杖無效：它不存在、已撤銷或已到期。',
  'This token does not exist or is already revoked.': '此權杖不存在或已撤銷。',
  'Only administrators manage access tokens.': '只有管理員可以管理存取權杖。',
  'Please sign in to read this memo.': '請先登入以閱讀此備忘。',
  'You do not have permission to do that.': '你沒有權限進行此操作。',
  'Not found.': '找不到。',
  // Webhooks (issue 36).
  'Webhook endpoint not found.': '找不到網絡鈎子端點。',
  'Delivery not found.': '找不到此傳送。',
  'Switch the endpoint on before sending again.': '請先啟用端點，再重新發送。',
  'Enter a full address starting with https://.': '請輸入以 https:// 開頭的完整網址。',
  'The address must start with https://.': '網址必須以 https:// 開頭。',
  'The address must start with https:// or http://.': '網址必須以 https:// 或 http:// 開頭。',
  'The address may not contain a user name or password.': '網址不可包含用戶名稱或密碼。',
  'Webhooks may not go to a private, loopback, link-local or reserved address.': '網絡鈎子不可傳送至私人、本機、鏈路本地或保留位址。',
  'Page not found.': '找不到頁面。',
  'Memo not found.': '找不到備忘。',
  'Memo not found in the trash.': '垃圾桶內找不到此備忘。',
  'Image not found.': '找不到圖片。',
  'Event not found.': '找不到活動。',
  'Series not found.': '找不到系列。',
  'Email or password is incorrect.': '電郵或密碼不正確。',
  'Email is required.': '請輸入電郵。',
  'Password is required.': '請輸入密碼。',
  'This link does not work any more. Ask for a new one.': '此連結已失效，請索取新連結。',
  'Password resets need e-mail, which this server does not send.': '重設密碼需要電郵，但此伺服器不會發送電郵。',
  'This page was changed by someone else since you opened it.': '自你開啟此頁後，其他人已修改了它。',
  'This day was changed by someone else since you opened it.': '自你開啟後，其他人已修改了這一天。',
  'This page is already published.': '此頁已經發佈。',
  'This page is not published.': '此頁尚未發佈。',
  'This page is in the trash.': '此頁在垃圾桶內。',
  'This page is in the trash. Restore it before publishing.': '此頁在垃圾桶內，請先還原再發佈。',
  'This page is in the trash. Restore it before scheduling it.': '此頁在垃圾桶內，請先還原再排程。',
  'This page is in the trash. Restore it before editing.': '此頁在垃圾桶內，請先還原再編輯。',
  'This page is in the trash. Restore it before changing its settings.': '此頁在垃圾桶內，請先還原再更改設定。',
  'This page is in the trash. Restore it before sharing a preview.': '此頁在垃圾桶內，請先還原再分享預覽。',
  'This memo is in the trash.': '此備忘在垃圾桶內。',
  'Choose a publishing time in the future.': '請選擇將來的發佈時間。',
  'Choose an unpublishing time in the future.': '請選擇將來的取消發佈時間。',
  'The page must be unpublished after it is published.': '取消發佈的時間必須在發佈之後。',
  'Another page has this address. Choose another one.': '已有其他頁面使用此網址，請另選一個。',
  'The document contains a link that is not allowed.': '內容包含不允許的連結。',
  'This preview link does not work any more.': '此預覽連結已失效。',
  'You may not edit this page.': '你不可編輯此頁。',
  'Your role may not publish, schedule or unpublish this page: an editor does.': '你的角色不可發佈、排程或取消發佈此頁，須由編輯處理。',
  'This page is already in review.': '此頁已在審閱中。',
  'This page is not in review.': '此頁不在審閱中。',
  'Only a reviewer (someone who may publish this page) can do that.': '只有審閱者（可發佈此頁的人）才可進行此操作。',
  'Choose reviewers who may publish this page.': '請選擇可發佈此頁的審閱者。',
  'You may not comment on this page.': '你不可在此頁留言。',
  'You can only mention people who may comment on this page.': '你只可提及可在此頁留言的人。',
  'You can only change your own comments.': '你只可更改自己的留言。',
  'Select at most 1000 characters to comment on.': '請選取不多於 1000 字的文字來留言。',
  'People are invited to a site page as Commenters only.': '網站頁面只可邀請留言者。',
  'Only colleagues with an account can be invited to comment on a site page.': '只可邀請有帳戶的同事在網站頁面留言。',
  'This page is in the trash. Restore it before commenting.': '此頁在垃圾桶內。請先還原才留言。',
  'Comment thread not found.': '找不到留言串。',
  'Comment not found.': '找不到留言。',
  'Write a comment of at most 5000 characters.': '請輸入不多於 5000 字的留言。',
  'Access is Viewer or Commenter.': '存取權限只可為檢視者或評論者。',
  'This page is in the trash. Restore it before submitting it.': '此頁在垃圾桶內，請先還原再提交。',
  'Memos are not reviewed: share a memo to ask for comments.': '備忘不設審閱：請分享備忘以徵詢意見。',
  'Notification not found.': '找不到通知。',
  'Only administrators manage people.': '只有管理員可以管理人員。',
  'This person does not exist.': '找不到此人。',
  'Someone with this email address already has an account.': '此電郵地址已有帳戶。',
  'This is the last active administrator: make someone else an administrator first.': '這是最後一位在職管理員：請先將另一人設為管理員。',
  'You cannot deactivate yourself.': '你不可停用自己的帳戶。',
  'This person is deactivated: reactivate them first.': '此人已被停用，請先重新啟用。',
  'Enter an email address.': '請輸入電郵地址。',
  'Name is required.': '請輸入姓名。',
  'Choose a role.': '請選擇角色。',
  'Your current password is not right.': '你目前的密碼不正確。',
  'This session does not exist.': '找不到此登入工作階段。',
  'Only editors create pages.': '只有編輯可以建立頁面。',
  'Only editors can upload or delete media.': '只有編輯可以上載或刪除媒體。',
  'The file could not be stored. Please try again.': '未能儲存檔案，請再試一次。',
  'The request body is too large.': '請求內容太大。',
  'Something went wrong on our side. Please try again.': '我們這邊出了問題，請再試一次。',
  [IMAGES_WITHOUT_ALT]: '發佈前，請為每張圖片填寫替代文字（為看不見圖片的人描述內容），或將其標示為裝飾圖片。',
  [LINK_TO_NO_PAGE]: '有連結指向本網站上不存在的頁面。發佈前，請修改或移除該連結。',
  [EVENT_WITHOUT_DATE]: '發佈前，請先為此活動設定日期（在「日期、時間及地點」中）。',
  'Only event pages have a date, time and place.': '只有活動頁面才有日期、時間及地點。',
  'Another administrator saved the settings since you opened them. Reload to see their changes, then make yours again.':
    '自你開啟後，另一位管理員已儲存了設定。請重新載入查看他們的修改，然後再作出你的修改。',
  'This site already has an administrator. Sign in instead.': '此網站已有管理員，請直接登入。',
  'The announcement link must be an http(s), mailto or relative link.': '公告連結必須是 http(s)、mailto 或相對連結。',
  'The Chinese announcement title is required.': '請輸入中文公告標題。',
  'The Chinese announcement link must be an http(s), mailto or relative link, or empty for the English one.':
    '中文公告連結必須是 http(s)、mailto 或相對連結，或留空以沿用英文公告的連結。',
  'Each domain must be a host name such as www.example.org.': '每個網域必須是主機名稱，例如 www.example.org。',
  'The themed series must be a page address such as city-of-water.': '專題系列必須是頁面網址，例如 city-of-water。',
  'Enter an email address such as name@example.org.': '請輸入電郵地址，例如 name@example.org。',
};

/** Whether an Accept-Language header prefers Chinese to English (its first language tag is zh). */
export function prefersChinese(acceptLanguage: string | undefined): boolean {
  const first = acceptLanguage?.split(',', 1)[0]?.trim().toLowerCase() ?? '';
  return first === 'zh' || first.startsWith('zh-');
}

/** The message in the request's language: Chinese when it prefers zh and the message has a translation. */
export function messageInLanguage(message: string, acceptLanguage: string | undefined): string {
  return (prefersChinese(acceptLanguage) && Object.hasOwn(ZH_HK, message) && ZH_HK[message]) || message;
}
