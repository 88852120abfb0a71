import { atom } from 'nanostores';
import type { WebsiteAnalysis } from '../../functions/analysis/types.ts';
import type { ArchetypeName } from '../domain/archetypes/types.ts';
import { checkWebsiteUrl } from '../domain/website-url.ts';
import { inAnalysisSlot } from '../lib/analysis-slots.ts';
import { api, call } from '../lib/api.ts';
import { toast } from './toasts.ts';

export type AnalysisStatus = 'idle' | 'analyzing' | 'success' | 'error';

export interface QuickAnalysisState {
  status: AnalysisStatus;
  analysis: WebsiteAnalysis | null;
  error: string | null;
  /** The normalized URL that was analyzed. */
  url: string | null;
  /** When the shown analysis finished, ms since the epoch. */
  analyzedAt: number | null;
}

export const $analysis = atom<QuickAnalysisState>({ status: 'idle', analysis: null, error: null, url: null, analyzedAt: null });
export const $exporting = atom(false);
/** The voice the site's headline is rewritten in; null: the detected archetype. */
export const $rewriteVoice = atom<ArchetypeName | null>(null);

/** The spec's call: transport errors rethrown, success false → server text, success without data → an error too. */
export async function requestAnalysis(url: string): Promise<WebsiteAnalysis> {
  const data = await inAnalysisSlot(() => call(api()['analyze-website'].$post({ json: { url } })));
  if (!data.analysis) throw new Error('No analysis data returned');
  return data.analysis;
}

export async function analyzeWebsite(input: string): Promise<void> {
  const checked = checkWebsiteUrl(input);
  if (!checked.ok) {
    if (checked.reason === 'empty') toast('URL Required', 'Please enter a website URL to analyze.', 'destructive');
    else toast('Invalid URL', 'Please enter a valid website URL.', 'destructive');
    return;
  }
  $analysis.set({ status: 'analyzing', analysis: null, error: null, url: checked.url, analyzedAt: null });
  $rewriteVoice.set(null);
  try {
    const analysis = await requestAnalysis(checked.url);
    $analysis.set({ status: 'success', analysis, error: null, url: checked.url, analyzedAt: Date.now() });
    toast('Analysis Complete', `Identified as ${analysis.archetype}`);
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : 'Failed to analyze website';
    $analysis.set({ status: 'error', analysis: null, error: message, url: checked.url, analyzedAt: null });
    toast('Analysis Failed', 'Unable to analyze the website. Please try again.', 'destructive');
  }
}

/** Saves the result area as a JPEG, in the browser: the same picture whatever the window (src/lib/result-image.ts). */
export async function exportAsImage(node: HTMLElement): Promise<void> {
  if ($exporting.get()) return;
  $exporting.set(true);
  try {
    const { resultImage } = await import('../lib/result-image.ts');
    const dataUrl = await resultImage(node);
    const link = document.createElement('a');
    link.href = dataUrl;
    link.download = `brand-analysis-${Date.now()}.jpg`;
    document.body.append(link);
    link.click();
    link.remove();
    toast('Export Successful', 'Your analysis has been downloaded as an image.');
  } catch {
    toast('Export Failed', 'Unable to export the analysis. Please try again.', 'destructive');
  } finally {
    $exporting.set(false);
  }
}
