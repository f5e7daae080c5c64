/**
 * Key-value storage that never throws. Web views may have no localStorage, or one
 * that throws on access (privacy modes, full quota): values then live in memory
 * for the page's lifetime.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createSafeStorage(backing: () => Storage | null | undefined): SafeStorage {
  const memory = new Map<string, string>();
  const store = () => {
    try {
      return backing() ?? null;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        const value = store()?.getItem(key);
        if (value !== null && value !== undefined) return value;
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        store()?.setItem(key, value);
      } catch {
        // memory keeps it
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        store()?.removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}

export const storage = createSafeStorage(() => (typeof localStorage === 'undefined' ? null : localStorage));

/** Per-tab storage (cleared when the web view closes), for guards that must not outlive the visit. */
export const sessionStore = createSafeStorage(() => (typeof sessionStorage === 'undefined' ? null : sessionStorage));
