// @ts-check
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

const target = process.env.DEPLOY_TARGET === 'cloudflare' ? 'cloudflare' : 'node';

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

async function adapter() {
  if (target === 'cloudflare') {
    const { default: cloudflare } = await import('@astrojs/cloudflare');
    return cloudflare({ prerenderEnvironment: 'node' });
  }
  return node({ mode: 'standalone' });
}

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? (target === 'cloudflare' ? './dist-cf' : './dist'),
  adapter: await adapter(),
  integrations: [react()],
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  build: { inlineStylesheets: 'always' },
  vite: {
    plugins: target === 'cloudflare' ? [wheelFrames()] : [],
    resolve: {
      alias: {
        '#runtime': fileURLToPath(new URL(`./functions/runtime/${target}.ts`, import.meta.url)),
      },
    },
  },
});
