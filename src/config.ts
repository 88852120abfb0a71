/**
 * Build-time settings shared by pages, islands and the server (PUBLIC_ vars are inlined by Astro). The optional
 * chain keeps this readable under plain Node (scripts, benches), where Vite has not replaced import.meta.env.
 */
export const BRAND_BOOK_URL: string =
  (import.meta as { env?: { PUBLIC_BRAND_BOOK_URL?: string } }).env?.PUBLIC_BRAND_BOOK_URL || 'https://thebrandcompany.com/brand-book';
