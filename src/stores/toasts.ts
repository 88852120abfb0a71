import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

/** Shows a toast for a few seconds; destructive ones are announced assertively. */
export function toast(title: string, description?: string, variant: Toast['variant'] = 'default'): void {
  showToast(title, description, variant);
}

/** As toast(), returning the id to dismiss it early with. */
export function showToast(title: string, description?: string, variant: Toast['variant'] = 'default'): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, title, description, variant }].slice(-3));
  setTimeout(() => dismissToast(id), variant === 'destructive' ? 7000 : 5000);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
