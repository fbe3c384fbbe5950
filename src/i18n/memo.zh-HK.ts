import type { MemoKey } from './memo.en';

/** Memo space, share dialog and the toasts of their stores Traditional Chinese (Hong Kong). */
export const memoZhHK = {
  'memo.mine': '我的',
} satisfies Record<MemoKey, string>;
