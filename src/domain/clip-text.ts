/**
 * A text cut to at most `max` characters, counted as code points: `.slice` counts UTF-16 units and can cut an emoji
 * between its two halves, leaving a lone surrogate that is stored and shown as U+FFFD. When the text is cut, `mark`
 * (e.g. '…') ends it, within the `max`.
 */
export function clipText(text: string, max: number, mark = ''): string {
  // Cheap exits: a text of at most `max` UTF-16 units has at most `max` code points.
  if (text.length <= max) return text;
  const keep = Math.max(0, max - [...mark].length);
  let units = 0;
  let count = 0;
  let kept = -1;
  for (const char of text) {
    if (count === keep) kept = units;
    if (count === max) return text.slice(0, kept) + mark;
    units += char.length;
    count++;
  }
  return text;
}
