/** The server analyses at most two sites at once per visitor and refuses a third, so the page never asks for one. */
const SLOTS = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` once fewer than two analyses from this page are under way; the rest wait their turn, in order. */
export async function inAnalysisSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
