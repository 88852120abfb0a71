/** The spec's slug rule: lowercase, leading 'the ' removed, spaces to hyphens ('The Hero' → 'hero'). */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+/g, '-');
}
