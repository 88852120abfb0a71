import { describe, expect, it } from 'vitest';
import type { WeightedText } from '../../../functions/analysis/signals/corpus.ts';
import { analyzeVoice } from '../../../functions/analysis/signals/voice.ts';

const corpus = (...paragraphs: string[]): WeightedText[] => paragraphs.map((text) => ({ text, where: 'body', weight: 1, page: 0 }));

describe('brand voice', () => {
  it('hears casual, playful copy: short sentences, "you", exclamation marks', () => {
    const voice = analyzeVoice(
      corpus(
        "Hey you! Yes, you. Grab a bag and let's party!",
        "It's crunchy. It's silly. It's the most fun you'll have with a snack all week!",
        "Don't be boring. Laugh a little! You deserve it, and your friends will love it too.",
        'Ready? Set? Snack! We promise it is ridiculous in the best way.',
      ),
    );
    expect(voice).toBeDefined();
    expect(voice!.formality).toBeLessThan(0);
    expect(voice!.playfulness).toBeGreaterThan(0);
    expect(voice!.energy).toBeGreaterThan(0);
    expect(voice!.description).toMatch(/^Casual and playful/);
    expect(voice!.description).toMatch(/short sentences/);
    expect(voice!.description).toMatch(/exclamation marks/);
  });

  it('hears formal, serious copy: long sentences and institutional vocabulary', () => {
    const voice = analyzeVoice(
      corpus(
        'For more than a century the firm has provided comprehensive stewardship of private wealth to distinguished families and institutions across three continents.',
        'Our investment committee exercises prudent governance over every mandate, and accordingly each portfolio is reviewed against established standards of excellence.',
        'Furthermore, every partner remains personally accountable for the fiduciary obligations entrusted to the institution by its clients.',
      ),
    );
    expect(voice).toBeDefined();
    expect(voice!.formality).toBeGreaterThan(0);
    expect(voice!.playfulness).toBeLessThan(0);
    expect(voice!.description).toMatch(/^Formal and serious/);
    expect(voice!.description).toMatch(/formal vocabulary/);
  });

  it('hears calm copy', () => {
    const voice = analyzeVoice(
      corpus(
        'We move gently and never rush. Our caregivers sit with your mother, share a quiet cup of tea and listen.',
        'Comfort comes from simple things: a familiar face, a calm voice, a steady hand.',
        'Take your time. Rest easy knowing someone patient is there, at ease and unhurried.',
      ),
    );
    expect(voice!.energy).toBeLessThan(0);
    expect(voice!.description).toMatch(/calm/);
  });

  it('stays silent when there is too little text to judge', () => {
    expect(analyzeVoice(corpus('Welcome.', 'Shop now.'))).toBeUndefined();
  });
});
