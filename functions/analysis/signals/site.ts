import type { CrawlResult } from '../fetch/crawl.ts';
import { cleanText } from '../read/text.ts';
import { findAudience } from './audience.ts';
import { mainMessage } from './message.ts';
import { buildCorpus, type WeightedText } from './corpus.ts';
import { readStyles } from './css.ts';
import { brandKeywords } from './keywords.ts';
import { buildPalette, type PaletteSwatch } from './palette.ts';
import { findStatements, type Statements } from './statements.ts';
import { readTypography, type Typography } from './typography.ts';
import { analyzeVoice, type Voice } from './voice.ts';

/** Everything the extractor learns about a site; the classifier and the model both read it. */
export interface SiteSignals {
  url: string;
  brandName?: string;
  corpus: WeightedText[];
  palette: PaletteSwatch[];
  typography: Typography;
  statements: Statements;
  keywords: string[];
  audience?: string;
  voice?: Voice;
  ctas: string[];
  /** The home page's main headline and primary call to action. */
  headline?: string;
  primaryCta?: string;
  pagesRead: number;
  stylesheetsRead: number;
}

/** 'Ironpeak Athletics | Train to win' → 'Ironpeak Athletics'. */
function brandNameOf(crawl: CrawlResult): string | undefined {
  const home = crawl.pages[0];
  if (!home) return undefined;
  const candidate = home.siteName ?? home.organization?.name ?? home.title.split(/\s[|–—:·-]\s/)[0];
  return cleanText(candidate, 80) || undefined;
}

export function extractSignals(crawl: CrawlResult): SiteSignals {
  const corpus = buildCorpus(crawl.pages);
  const home = crawl.pages[0];
  const styles = readStyles({
    css: [...crawl.stylesheets.map((s) => s.css), ...crawl.pages.flatMap((p) => p.inlineCss)],
    attrs: crawl.pages.flatMap((p) => p.styleAttrs),
    ...(home?.themeColor ? { themeColor: home.themeColor } : {}),
    fontLinks: crawl.pages.flatMap((p) => p.fontLinks),
  });
  const brandName = brandNameOf(crawl);
  const signals: SiteSignals = {
    url: home?.url ?? '',
    corpus,
    palette: buildPalette(styles.colors),
    typography: readTypography(styles.fonts),
    statements: findStatements(corpus),
    keywords: brandKeywords(corpus, brandName),
    ctas: corpus.filter((t) => t.where === 'cta').map((t) => t.text),
    pagesRead: crawl.pages.length,
    stylesheetsRead: crawl.stylesheets.length,
  };
  if (brandName) signals.brandName = brandName;
  Object.assign(signals, mainMessage(corpus));
  const audience = findAudience(corpus);
  if (audience) signals.audience = audience;
  const voice = analyzeVoice(corpus);
  if (voice) signals.voice = voice;
  return signals;
}

/** Too little text to say anything: an empty shell, a parked domain, a JavaScript-only app. */
export function hasEnoughContent(signals: SiteSignals): boolean {
  const words = signals.corpus
    .filter((t) => t.where !== 'boilerplate' && t.where !== 'nav' && t.where !== 'footer')
    .reduce((n, t) => n + t.text.split(/\s+/).length, 0);
  return words >= 25;
}
