/** localStorage that never throws (private modes, blocked storage, pre-rendering); null or '' forgets the key. */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null || value === '') localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      /* not remembered, still applied */
    }
  },
};
