import type { PageDigest, TextBlock } from '../read/types.ts';

/**
 * The site's text as one weighted list. Where a phrase appears says how much the brand meant
 * it: the title and headline are chosen words, body copy is the bulk, navigation repeats on
 * every page, and cookie banners and legal lines are nobody's voice.
 */
export type Location =
  'title' | 'slogan' | 'description' | 'h1' | 'hero' | 'heading' | 'subheading' | 'cta' | 'body' | 'alt' | 'nav' | 'footer' | 'boilerplate';

export const LOCATION_WEIGHT: Record<Location, number> = {
  title: 3,
  slogan: 3,
  h1: 3,
  description: 2.5,
  hero: 2.5,
  heading: 2,
  subheading: 1.5,
  cta: 1.5,
  body: 1,
  alt: 0.5,
  nav: 0.6,
  footer: 0.3,
  boilerplate: 0.05,
};

export interface WeightedText {
  text: string;
  where: Location;
  weight: number;
  /** 0 = home page. */
  page: number;
  block?: TextBlock;
}

/** Pages after the home page count a little less: the home page is the brand's front door. */
const PAGE_FACTOR = (page: number) => (page === 0 ? 1 : 0.9);

function locate(block: TextBlock): Location {
  if (block.zone === 'boilerplate') return 'boilerplate';
  if (block.zone === 'footer') return 'footer';
  if (block.kind === 'nav' || block.zone === 'nav') return 'nav';
  if (block.kind === 'h1') return 'h1';
  if (block.kind === 'cta') return 'cta';
  if (block.zone === 'hero') return 'hero';
  if (block.kind === 'h2') return 'heading';
  if (block.kind === 'h3') return 'subheading';
  if (block.kind === 'alt') return 'alt';
  return 'body';
}

export function buildCorpus(pages: PageDigest[]): WeightedText[] {
  const out: WeightedText[] = [];
  const seen = new Set<string>();
  const add = (text: string | undefined, where: Location, page: number, block?: TextBlock) => {
    if (!text) return;
    const key = text.toLowerCase();
    if (seen.has(key)) return; // the same nav, footer or meta line on every page counts once
    seen.add(key);
    const item: WeightedText = { text, where, weight: LOCATION_WEIGHT[where] * PAGE_FACTOR(page), page };
    if (block) item.block = block;
    out.push(item);
  };
  pages.forEach((p, i) => {
    add(p.title, 'title', i);
    add(p.ogTitle, 'title', i);
    add(p.organization?.slogan, 'slogan', i);
    add(p.description, 'description', i);
    add(p.ogDescription, 'description', i);
    add(p.organization?.description, 'description', i);
    for (const block of p.blocks) add(block.text, locate(block), i, block);
  });
  return out;
}

/** Text a visitor reads as the brand speaking (no navigation, footers or banners). */
export function voiceText(corpus: WeightedText[]): WeightedText[] {
  return corpus.filter((t) => !['nav', 'footer', 'boilerplate', 'alt'].includes(t.where));
}
