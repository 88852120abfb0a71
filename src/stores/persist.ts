import type { WritableAtom } from 'nanostores';

/**
 * Keeps an atom in localStorage so a reload resumes where the visitor was.
 * Values that fail `isValid` (an older shape, a hand-edited entry) are ignored.
 */
export function persist<T>(store: WritableAtom<T>, key: string, isValid: (value: unknown) => value is T): void {
  if (typeof localStorage === 'undefined') return;
  try {
    const saved = localStorage.getItem(key);
    if (saved) {
      const parsed: unknown = JSON.parse(saved);
      if (isValid(parsed)) store.set(parsed);
    }
  } catch {
    localStorage.removeItem(key);
  }
  store.listen((value) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled (private mode): the quiz still works, it just won't survive a reload.
    }
  });
}
