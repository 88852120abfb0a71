import { hash } from 'node:crypto';
import type { ApiReferenceConfiguration } from '@scalar/hono-api-reference';

/** Scalar's standalone viewer, copied from node_modules into public/ at build time (astro.config.mjs): served by us. */
export const SCALAR_SCRIPT_PATH = '/vendor/scalar-api-reference.js';

/**
 * The viewer's configuration: our contract, from our origin, and none of the features that reach Scalar's services or
 * hand the contract to them.
 */
export const DOCS_CONFIGURATION = {
  url: '/api/openapi.json',
  // The default Inter and JetBrains Mono come from fonts.scalar.com; the system fonts do.
  withDefaultFonts: false,
  telemetry: false,
  // "Ask AI": sends the document to Scalar's agent.
  agent: { disabled: true },
  // "Generate MCP": registers the document with Scalar to build an MCP server.
  mcp: { disabled: true },
  // The developer tools' "Deploy" and "Share" publish the document through Scalar's dashboard and registry.
  showDeveloperTools: 'never',
  // "Open API Client": the hosted client at client.scalar.com. "Test Request" still sends from the page, to us.
  hideClientButton: true,
} as const satisfies Partial<ApiReferenceConfiguration>;

// JSON inside <script>: no "</script>" or "<!--" can end the element early.
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The one inline script: starts the viewer. Its hash is the only inline code the policy allows. */
const START_SCRIPT = `Scalar.createApiReference('#app', ${inlineJson(DOCS_CONFIGURATION)});`;

/**
 * What /api/docs may load: itself, the viewer's script and the contract from our origin, its one inline script by
 * hash. Styles: the viewer writes its own stylesheet and the theme it computes into <style> elements from its script
 * at run time (their text is its to choose, so no hash can name it); styles run no code. Images and fonts may be data:
 * URLs (the viewer inlines its icons).
 */
export const DOCS_CSP = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${hash('sha256', START_SCRIPT, 'base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The reference page: no stylesheet, font or script from anywhere but here. */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>Brand Archetype API</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${SCALAR_SCRIPT_PATH}"></script>
    <script>${START_SCRIPT}</script>
  </body>
</html>
`;
