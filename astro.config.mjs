// @ts-check
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

const target = process.env.DEPLOY_TARGET === 'cloudflare' ? 'cloudflare' : 'node';

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
    resolve: {
      alias: {
        '#runtime': fileURLToPath(new URL(`./functions/runtime/${target}.ts`, import.meta.url)),
      },
    },
  },
});
