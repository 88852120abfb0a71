import { capLength } from '../read/text.ts';
import type { WeightedText } from './corpus.ts';

/** Buttons that belong to the page's machinery, not to the brand's offer. */
const MACHINERY =
  /\b(accept|reject|decline|cookies?|consent|subscribe|newsletter|log ?in|sign ?in|menu|close|search|cart|basket|skip|toggle|submit)\b/i;

export interface MainMessage {
  headline?: string;
  primaryCta?: string;
}

/** The home page's main headline and primary call to action, as a visitor first reads them. */
export function mainMessage(corpus: WeightedText[]): MainMessage {
  const home = corpus.filter((t) => t.page === 0);
  const headline = home.find((t) => t.where === 'h1')?.text ?? home.find((t) => t.where === 'hero' && t.text.split(' ').length <= 16)?.text;
  const buttons = home.filter((t) => t.where === 'cta' && t.text.split(' ').length <= 6 && !MACHINERY.test(t.text.slice(0, 80)));
  const primaryCta = (buttons.find((t) => t.block?.zone === 'hero') ?? buttons[0])?.text;
  const message: MainMessage = {};
  if (headline) message.headline = capLength(headline, 200);
  if (primaryCta) message.primaryCta = capLength(primaryCta, 80);
  return message;
}
