/**
 * The file name a download is saved under, from the server's Content-Disposition (`attachment; filename="…"`).
 * Only a plain name is kept (letters, digits, spaces, dots, dashes, underscores; no path, no leading dot), so a
 * header we did not expect falls back to `fallback` rather than naming a file oddly.
 */
export function attachmentFilename(disposition: string | null, fallback: string): string {
  const name = /filename="([^"]{1,120})"/i.exec(disposition ?? '')?.[1]?.trim();
  return name && /^[\w][\w .-]*$/.test(name) && !name.includes('..') ? name : fallback;
}
