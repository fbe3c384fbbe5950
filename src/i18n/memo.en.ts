/** Memo space, share dialog and the toasts of their stores (lazy with the memo screens). English: the spec's texts exactly. */
export const memoEn = {
  'memo.mine': 'Mine',
} as const;

export type MemoKey = keyof typeof memoEn;
