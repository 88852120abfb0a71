/** What the reader keeps from one HTML page: plain text only, never markup. */

export type BlockKind = 'h1' | 'h2' | 'h3' | 'p' | 'li' | 'quote' | 'cta' | 'nav' | 'alt' | 'text';

/**
 * Where on the page a block sits. Zones drive weights: the hero speaks for the brand,
 * navigation and footers repeat on every page, cookie banners and legal lines say nothing.
 */
export type BlockZone = 'hero' | 'main' | 'header' | 'nav' | 'footer' | 'boilerplate';

export interface TextBlock {
  kind: BlockKind;
  zone: BlockZone;
  text: string;
  /** The nearest h1–h3 above the block (statements use it: 'Our values' → the items below). */
  section?: string;
  /** For list items: the bold lead-in ('Honesty' in '<li><b>Honesty</b>: we …'). */
  lead?: string;
}

/** Where a colour or font declaration from a style attribute applies. */
export type StyleRole = 'button' | 'header' | 'hero' | 'body' | 'link' | 'heading' | 'footer' | 'other';

export interface Organization {
  name?: string;
  description?: string;
  slogan?: string;
}

export interface PageDigest {
  url: string;
  lang?: string;
  title: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  siteName?: string;
  themeColor?: string;
  organization?: Organization;
  blocks: TextBlock[];
  /** Absolute http(s) links with their visible text, for choosing which pages to crawl next. */
  links: Array<{ href: string; text: string; zone?: BlockZone }>;
  /** Absolute URLs of linked stylesheets (font services excluded). */
  stylesheets: string[];
  /** Font service links (Google Fonts, Bunny Fonts): the family names are in the URL. */
  fontLinks: string[];
  inlineCss: string[];
  styleAttrs: Array<{ role: StyleRole; css: string }>;
}
