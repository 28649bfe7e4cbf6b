import { storage } from '../hooks/storage';

// The chosen tab of each groupId: shared by every <Tabs> of the page,
// remembered in localStorage, and followed across browser tabs.
const PREFIX = 'voce-tabs.';
const listeners = new Set<() => void>();
let listening = false;

export function subscribeTabs(f: () => void): () => void {
  listeners.add(f);
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('storage', (e) => {
      if (e.key === null || e.key.startsWith(PREFIX)) listeners.forEach((l) => l());
    });
  }
  return () => listeners.delete(f);
}

export function chosenTab(groupId: string): string | null {
  return storage.get(PREFIX + groupId);
}

export function chooseTab(groupId: string, value: string): void {
  storage.set(PREFIX + groupId, value);
  listeners.forEach((l) => l());
}
