import { create } from 'zustand';

interface EditModeState {
  editing: boolean;
  setEditing: (editing: boolean) => void;
}

export const useEditMode = create<EditModeState>()((set) => ({
  editing: false,
  setEditing: (editing) => set({ editing }),
}));
