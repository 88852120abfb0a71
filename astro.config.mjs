// @ts-check
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { EXTRA_STYLE_HASHES, PAGE_CSP_DIRECTIVES, STYLE_ATTRIBUTE_SOURCE } from './src/domain/site/security-headers.ts';
import { siteUrlOf } from './src/domain/site/site-url.ts';

const target = process.env.DEPLOY_TARGET === 'cloudflare' ? 'cloudflare' : 'node';

// The API reference page (/api/docs) runs Scalar's viewer from our own origin, not a CDN: a script served
// beside the admin API must be one we shipped. Copied from the pinned devDependency into public/ (gitignored).
const SCALAR = fileURLToPath(new URL('./node_modules/@scalar/api-reference/dist/browser/standalone.js', import.meta.url));
const SCALAR_COPY = fileURLToPath(new URL('./public/vendor/scalar-api-reference.js', import.meta.url));
if (existsSync(SCALAR) && (!existsSync(SCALAR_COPY) || statSync(SCALAR_COPY).size !== statSync(SCALAR).size)) {
  mkdirSync(dirname(SCALAR_COPY), { recursive: true });
  copyFileSync(SCALAR, SCALAR_COPY);
}

/**
 * `virtual:wheel-frames` for the Worker: the report wheel's text, laid out by satori here at build time,
 * because satori's text shaping cannot load in workerd (functions/mail/report/wheel-image-workers.ts).
 * @returns {import('vite').Plugin}
 */
function wheelFrames() {
  const id = 'virtual:wheel-frames';
  return {
    name: 'wheel-frames',
    resolveId: (/** @type {string} */ source) => (source === id ? `\0${id}` : undefined),
    async load(/** @type {string} */ source) {
      if (source !== `\0${id}`) return undefined;
      const { renderNodeWheelFrames } = await import('./functions/mail/report/wheel-image-node.ts');
      return `export default ${JSON.stringify(await renderNodeWheelFrames())};`;
    },
  };
}

/**
 * `virtual:share-card`: the result share card's renderer for this target (functions/share-image/node.ts or
 * cloudflare.ts); for the Worker, `virtual:share-card-frames` holds every archetype's card text, laid out here.
 * @returns {import('vite').Plugin}
 */
function shareCard() {
  const renderer = 'virtual:share-card';
  const frames = 'virtual:share-card-frames';
  return {
    name: 'share-card',
    resolveId(/** @type {string} */ source) {
      if (source === renderer) return fileURLToPath(new URL(`./functions/share-image/${target}.ts`, import.meta.url));
      return source === frames ? `\0${frames}` : undefined;
    },
    async load(/** @type {string} */ source) {
      if (source !== `\0${frames}`) return undefined;
      const { readFile } = await import('node:fs/promises');
      const { renderAllCardFrames } = await import('./functions/share-image/frames-node.ts');
      const readArt = (/** @type {string} */ path) => readFile(new URL(`./public${path}`, import.meta.url), 'utf8');
      return `export default ${JSON.stringify(await renderAllCardFrames(readArt))};`;
    },
  };
}

/**
 * `virtual:pdf-fonts` for the Worker: the PDF report's WOFF files (functions/pdf/fonts.ts), base64 by path, since
 * workerd has no file system to read them from (functions/pdf/fonts-cloudflare.ts decodes them).
 * @returns {import('vite').Plugin}
 */
function pdfFonts() {
  const id = 'virtual:pdf-fonts';
  return {
    name: 'pdf-fonts',
    resolveId: (/** @type {string} */ source) => (source === id ? `\0${id}` : undefined),
    async load(/** @type {string} */ source) {
      if (source !== `\0${id}`) return undefined;
      const { readFile } = await import('node:fs/promises');
      const { createRequire } = await import('node:module');
      const { ALL_FONT_FILES } = await import('./functions/pdf/fonts.ts');
      const require = createRequire(import.meta.url);
      const entries = await Promise.all(ALL_FONT_FILES.map(async (path) => [path, (await readFile(require.resolve(path))).toString('base64')]));
      return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
    },
  };
}

async function adapter() {
  if (target === 'cloudflare') {
    const { default: cloudflare } = await import('@astrojs/cloudflare');
    return cloudflare({ prerenderEnvironment: 'node' });
  }
  return node({ mode: 'standalone' });
}

export default defineConfig({
  // Unset SITE_URL: the origin `npm start` will listen on (HOST, PORT), as the server derives it (functions/env.ts).
  site: siteUrlOf(process.env),
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? (target === 'cloudflare' ? './dist-cf' : './dist'),
  adapter: await adapter(),
  integrations: [react()],
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  build: { inlineStylesheets: 'always' },
  security: {
    // Astro hashes its own inline scripts and styles (SHA-256, at build time) into script-src and style-src: a <meta>
    // on pre-rendered pages, a header on pages rendered on demand. The rest of the policy: src/domain/site/security-headers.ts.
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      styleDirective: { resources: [{ resource: STYLE_ATTRIBUTE_SOURCE, kind: 'attribute' }], hashes: [...EXTRA_STYLE_HASHES] },
    },
  },
  // No Markdown here; Shiki's inline styles would need the CSP to allow inline styles.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: target === 'cloudflare' ? [wheelFrames(), shareCard(), pdfFonts()] : [shareCard()],
    resolve: {
      alias: {
        '#runtime': fileURLToPath(new URL(`./functions/runtime/${target}.ts`, import.meta.url)),
      },
    },
  },
});
