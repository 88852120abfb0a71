/** Build-time settings shared by pages and islands (PUBLIC_ vars are inlined by Astro). */
export const BRAND_BOOK_URL: string = import.meta.env.PUBLIC_BRAND_BOOK_URL || 'https://thebrandcompany.com/brand-book';
