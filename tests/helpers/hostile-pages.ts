import type { Route } from './static-server.ts';

/**
 * Pages built to make a naive reader take quadratic time or overflow its stack (issue 9's reproductions), each
 * with real prose around the garbage. Twenty different paragraphs: the reader drops repeated blocks.
 */
const prose = Array.from(
  { length: 20 },
  (_, i) => `<p>Chapter ${i + 1}: we build tools for teams who want to do their best work, with care, courage and ${i + 1} small habits.</p>`,
).join('');
const page = (style: string, body = prose) =>
  `<!doctype html><html><head><title>Hostile</title><style>${style}</style></head><body><h1>Hello</h1>${body}</body></html>`;

export const HOSTILE_PAGES: Record<string, { what: string; html: string }> = {
  '/unclosed-var': { what: 'unclosed var() 40k', html: page(`h1{font-family: var(--x, ${'a'.repeat(40_000)}`) },
  '/font-digits': { what: 'font: 40k digits', html: page(`h1{font: ${'1'.repeat(40_000)}}`) },
  '/rgb-spaces': { what: 'rgb( 40k spaces', html: page(`a{color: rgb(${' '.repeat(40_000)}x}`) },
  '/nested-url': { what: 'url(×20k', html: page(`body{background: ${'url('.repeat(20_000)}}`) },
  '/unclosed-comment': { what: 'unclosed comment 60k', html: page(`/*${' '.repeat(60_000)}`) },
  '/deep-divs': { what: '100k nested divs', html: page('', `${'<div>'.repeat(100_000)}${prose}${'</div>'.repeat(100_000)}`) },
};

/** The pages as routes of a served fixture site. */
export const hostileRoutes = (): Record<string, Route> =>
  Object.fromEntries(
    Object.entries(HOSTILE_PAGES).map(([path, { html }]) => [path, { status: 200, body: html, contentType: 'text/html; charset=utf-8' }]),
  );
