// Server only: /embed calls this in its frontmatter. Pages rendered on demand may reach the app's settings; the
// middleware may not, because it is bundled for pre-rendering too, where the Worker's runtime cannot be built.
import { getServices } from '#runtime';
import { pageLogger } from './page-log.ts';

/** EMBED_ALLOWED_ORIGINS as the app parsed it; if the app cannot start, nobody may frame the page. */
export async function allowedEmbedOrigins(locals: App.Locals): Promise<readonly string[]> {
  try {
    return (await getServices()).env.EMBED_ALLOWED_ORIGINS;
  } catch (err) {
    pageLogger(locals).error('Embed origins unavailable; /embed may not be framed', { error: err instanceof Error ? err.stack : String(err) });
    return [];
  }
}
