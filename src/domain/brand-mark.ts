import { inkOn } from './color-contrast.ts';

/** A brand example's mark: its letters in whichever ink reads better on its colour. */
export function brandMark(example: { mark: string; color: string }): { text: string; background: string; color: string } {
  return { text: example.mark, background: example.color, color: inkOn(example.color) };
}
