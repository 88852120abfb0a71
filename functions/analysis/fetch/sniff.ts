/**
 * The HTML part of the WHATWG MIME Sniffing Standard's "rules for identifying an unknown MIME type", for
 * a response sent without a Content-Type header (browsers render those pages, so we read them). Only the
 * first SNIFF_BYTES are looked at, byte by byte: no regular expression, nothing to backtrack.
 */
export const SNIFF_BYTES = 512;

/** The patterns, each followed by a tag-terminating byte (space or '>'); letters match in either case. */
const PATTERNS = [
  '<!DOCTYPE HTML',
  '<HTML',
  '<HEAD',
  '<SCRIPT',
  '<IFRAME',
  '<H1',
  '<DIV',
  '<FONT',
  '<TABLE',
  '<A',
  '<STYLE',
  '<TITLE',
  '<B',
  '<BODY',
  '<BR',
  '<P',
  '<!--',
].map((p) => Array.from(p, (c) => c.charCodeAt(0)));

const isWhitespace = (b: number) => b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;
const upper = (b: number) => (b >= 0x61 && b <= 0x7a ? b - 0x20 : b);

/** True when the first bytes of a body say it is HTML. */
export function sniffsAsHtml(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  let start = 0;
  // A UTF-8 byte order mark, then any whitespace.
  if (end >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  while (start < end && isWhitespace(bytes[start]!)) start++;
  return PATTERNS.some((pattern) => {
    if (start + pattern.length >= end) return false; // the tag-terminating byte must be there too
    for (let i = 0; i < pattern.length; i++) if (upper(bytes[start + i]!) !== pattern[i]) return false;
    const terminator = bytes[start + pattern.length];
    return terminator === 0x20 || terminator === 0x3e;
  });
}
