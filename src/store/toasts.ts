import { create } from 'zustand';

export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

interface ToastsState {
  toasts: Toast[];
  show: (text: string, tone?: ToastTone) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastsState>()((set) => ({
  toasts: [],
  show: (text, tone = 'success') => set((state) => ({ toasts: [...state.toasts.slice(-4), { id: nextId++, text, tone }] })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export function showToast(text: string, tone?: ToastTone): void {
  useToasts.getState().show(text, tone);
}
