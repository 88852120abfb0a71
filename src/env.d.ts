interface ImportMetaEnv {
  readonly PUBLIC_BRAND_BOOK_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
declare namespace App {
  interface Locals {
    /** Set by /embed: the origins that may frame it (EMBED_ALLOWED_ORIGINS), for the middleware's header. */
    embedOrigins?: readonly string[];
    /** Set by the middleware for pages rendered on demand: the id the response carries and their log lines too. */
    requestId?: string;
  }
}
