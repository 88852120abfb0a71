import { THIN_BELOW } from './analysis-readings.ts';

/** How the website's reading stands against the visitor's own archetype; 'uncertain' when the reading is too weak to judge. */
export type AlignmentKind = 'aligned' | 'gap' | 'uncertain';

export interface AlignmentWords {
  kind: AlignmentKind;
  /** A short label for a callout (the PDF). */
  label: string;
  /** The alignment line, the same on the results page, in the email, in the PDF and in the admin report. */
  text: string;
}

/**
 * The one alignment rule, for a person (alignmentOf) and a team alike: a website reading below THIN_BELOW is a
 * possibility, not a verdict, so no alignment is stated from it. Without a recorded confidence (old rows) the reading
 * is taken as it was stored.
 */
export function judgesAlignment(confidence?: number | null): boolean {
  return !(typeof confidence === 'number' && Number.isFinite(confidence) && confidence < THIN_BELOW);
}

/**
 * The alignment line of one person; 'uncertain' (neither aligned nor a gap) when judgesAlignment says the reading is too weak.
 */
export function alignmentOf({ personal, company, confidence }: { personal: string; company: string; confidence?: number | null }): AlignmentWords {
  if (!judgesAlignment(confidence)) {
    return {
      kind: 'uncertain',
      label: 'Too uncertain to judge',
      text: `Too uncertain to judge: you lead as ${personal}, but the reading of your website is too weak to say whether it tells the same story. Clearer copy on the site, saying plainly who you serve and how, gives a reading we can compare.`,
    };
  }
  return personal === company
    ? {
        kind: 'aligned',
        label: 'Aligned',
        text: `Aligned: your website projects ${company}, the same archetype as you. Your personal and company brand reinforce each other.`,
      }
    : {
        kind: 'gap',
        label: 'A gap to close',
        text: `Gap: you lead as ${personal}, but your website reads as ${company}. Decide which story you want customers to hear, and bring your words, colors and type in line with it.`,
      };
}
