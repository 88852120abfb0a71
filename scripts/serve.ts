// Starts the built Node server, then calls the API once so the database is migrated and pending mail
// resumes at boot rather than on the first visitor's request. `npm start` runs this after the build.
import { pathToFileURL } from 'node:url';

const entry = process.env.ASTRO_OUT_DIR ? `${process.env.ASTRO_OUT_DIR}/server/entry.mjs` : 'dist/server/entry.mjs';
await import(pathToFileURL(entry).href);

const configured = process.env.HOST ?? 'localhost';
const host = configured === '0.0.0.0' || configured === '::' ? '127.0.0.1' : configured;
const url = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT ?? 4321}/api/health`;
for (let attempt = 0; attempt < 100; attempt++) {
  try {
    const res = await fetch(url);
    if (!res.ok) console.error(`Warm-up: ${url} answered ${res.status}; see the error above.`);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}
