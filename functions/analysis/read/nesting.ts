/**
 * How deep a page's elements nest, read from the raw HTML in one pass. The HTML parser's work grows faster
 * than the nesting (100,000 nested <div>s take it seconds), so a page nested deeper than any real one is
 * refused before it is parsed. An estimate: tags whose end is optional are not counted, and the insides of
 * scripts, styles and comments are skipped, so sloppy but real markup stays far below the limit.
 */

const VOID_OR_OPTIONAL_END = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'param',
  'keygen',
  'p',
  'li',
  'dt',
  'dd',
  'option',
  'optgroup',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
  'rb',
  'rt',
  'rp',
  'rtc',
  'html',
  'head',
  'body',
  '!doctype',
]);
const RAW_TEXT = ['script', 'style', 'textarea', 'title', 'xmp', 'noscript'];

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

/** The deepest nesting seen, or `limit + 1` as soon as it passes `limit`. */
export function nestingDepth(source: string, limit: number): number {
  const html = source.toLowerCase();
  let depth = 0;
  let deepest = 0;
  let i = html.indexOf('<');
  while (i !== -1 && i < html.length - 1) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end === -1) break;
      i = html.indexOf('<', end + 3);
      continue;
    }
    const closing = html.charCodeAt(i + 1) === 47; // '/'
    const start = closing ? i + 2 : i + 1;
    let end = start;
    while (end < html.length && end - start < 12 && (isLetter(html.charCodeAt(end)) || (end > start && /[0-9-]/.test(html[end]!)))) end++;
    const name = html.slice(start, end);
    const tagEnd = html.indexOf('>', end);
    if (tagEnd === -1) break;
    if (name && !VOID_OR_OPTIONAL_END.has(name)) {
      if (closing) depth = Math.max(0, depth - 1);
      else if (html.charCodeAt(tagEnd - 1) !== 47) {
        depth++;
        if (depth > deepest && (deepest = depth) > limit) return limit + 1;
      }
    }
    if (!closing && RAW_TEXT.includes(name)) {
      const close = html.indexOf(`</${name}`, tagEnd);
      if (close === -1) break;
      depth = Math.max(0, depth - 1);
      i = html.indexOf('<', close + 2 + name.length);
      continue;
    }
    i = html.indexOf('<', tagEnd + 1);
  }
  return deepest;
}
