import { create } from 'zustand';

type Saver = () => Promise<boolean>;

interface SaveAllState {
  savers: Set<Saver>;
  register(saver: Saver): () => void;
  /** Runs every registered save ("triggers all save buttons"); true when all succeeded. */
  saveAll(): Promise<boolean>;
}

export const useSaveAll = create<SaveAllState>()((set, get) => ({
  savers: new Set(),
  register(saver) {
    set((state) => ({ savers: new Set(state.savers).add(saver) }));
    return () =>
      set((state) => {
        const savers = new Set(state.savers);
        savers.delete(saver);
        return { savers };
      });
  },
  async saveAll() {
    const results = await Promise.all([...get().savers].map((save) => save()));
    return results.every(Boolean);
  },
}));
