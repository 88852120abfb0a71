import { joinList, sentences, words } from '../read/text.ts';
import { voiceText, type WeightedText } from './corpus.ts';

/** Three axes, each −1 … 1, plus the evidence that moved them. */
export interface Voice {
  /** −1 casual … 1 formal */
  formality: number;
  /** −1 serious … 1 playful */
  playfulness: number;
  /** −1 calm … 1 enthusiastic */
  energy: number;
  /** 'Casual and playful: short sentences, second person, exclamation marks.' */
  description: string;
  features: string[];
}

const PLAYFUL =
  /\b(fun|funny|silly|goofy|giggle|laugh|lol|yay|woo+hoo|oops|whee|wacky|weird|ridiculous|hilarious|party|snack attack|cheeky|awesome|yum+y?|crunch(y)?|boom|ta-?da|heck)\b/gi;
const FORMAL =
  /\b(furthermore|moreover|therefore|hereby|accordingly|whereas|pursuant|esteemed|distinguished|discerning|stewardship|fiduciary|heritage|excellence|institution(al)?|establish(ed)?|comprehensive|rigou?r(ous)?|methodolog(y|ies)|endeavou?r|henceforth|prudent|governance)\b/gi;
const EXCITED =
  /\b(amazing|incredible|unstoppable|epic|ultimate|relentless|explosive|unleash|ignite|crush|dominate|limitless|extraordinary|thrill(ing)?|breathtaking|now|loud(er)?|noise|riot|fierce|bold|roar|electrifying|wild|fast(er)?|harder)\b/gi;
const CALM = /\b(calm|gentle|quiet|peace(ful)?|slow(ly)?|soft(ly)?|simple|simply|steady|patient|patience|rest|ease|gently|unhurried|comfort)\b/gi;
const CONTRACTION = /\b\w+'(s|re|ll|ve|d|t|m)\b/gi;
const EMOJI = /\p{Extended_Pictographic}/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const clamp = (n: number) => Math.max(-1, Math.min(1, n));

export function analyzeVoice(corpus: WeightedText[]): Voice | undefined {
  const items = voiceText(corpus).filter((t) => t.where !== 'title' && t.where !== 'description');
  const all = items.map((t) => t.text).join(' \n ');
  const ss = items.flatMap((t) => sentences(t.text)).filter((s) => words(s).length >= 2);
  const tokens = words(all);
  if (ss.length < 3 || tokens.length < 30) return undefined;

  const n = tokens.length;
  const per100 = (k: number) => (k / n) * 100;
  const avgLen = tokens.length / ss.length;
  const second = per100(tokens.filter((w) => /^(you|your|you're|yours|yourself|you'll|you've)$/.test(w)).length);
  const first = per100(tokens.filter((w) => /^(we|our|us|we're|we've|we'll|ours)$/.test(w)).length);
  const exclaim = ss.filter((s) => s.includes('!')).length / ss.length;
  const questions = ss.filter((s) => s.includes('?')).length / ss.length;
  const contractions = per100(count(all, CONTRACTION));
  const emoji = count(all, EMOJI);
  const playful = per100(count(all, PLAYFUL));
  const formal = per100(count(all, FORMAL));
  const excited = per100(count(all, EXCITED));
  const calm = per100(count(all, CALM));
  const longWords = tokens.filter((w) => w.length >= 10).length / n;

  const formality = clamp((avgLen - 14) / 10 + formal * 0.5 + longWords * 6 - contractions * 0.35 - exclaim * 1.2 - second * 0.05 - emoji * 0.1);
  const playfulness = clamp(playful * 0.6 + exclaim * 1.5 + emoji * 0.15 + questions * 0.8 - formal * 0.4 - (avgLen > 18 ? 0.3 : 0) - 0.15);
  const energy = clamp(exclaim * 2.5 + excited * 0.6 - calm * 0.6 + (avgLen < 11 ? 0.2 : 0) - 0.1);

  const features: string[] = [];
  if (avgLen < 11) features.push('short sentences');
  else if (avgLen > 19) features.push('long, considered sentences');
  if (second >= 2.5) features.push('second person ("you")');
  else if (first >= 2.5) features.push('first person plural ("we")');
  if (exclaim >= 0.15) features.push('exclamation marks');
  if (questions >= 0.12) features.push('questions to the reader');
  if (contractions >= 1.2) features.push('contractions');
  if (emoji > 0) features.push('emoji');
  if (formal >= 0.6) features.push('formal vocabulary');
  if (playful >= 0.6) features.push('jokes and playful words');
  if (calm >= 0.8) features.push('gentle, unhurried wording');
  if (excited >= 0.6) features.push('high-energy words');

  const tone = [formality >= 0.15 ? 'Formal' : formality <= -0.15 ? 'Casual' : 'Conversational but polished'];
  tone.push(playfulness >= 0.2 ? 'playful' : playfulness <= -0.35 ? 'serious' : 'straightforward');
  const energyWord = energy >= 0.3 ? 'enthusiastic' : energy <= -0.3 ? 'calm' : '';
  const head = `${tone[0]} and ${tone[1]}${energyWord ? `, ${energyWord}` : ''}`;
  const description = features.length > 0 ? `${head}: ${joinList(features.slice(0, 3))}.` : `${head}.`;
  return { formality, playfulness, energy, description, features };
}
