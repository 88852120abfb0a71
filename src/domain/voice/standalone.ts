import type { ArchetypeName } from '../archetypes/types.ts';
import type { CtaReading } from './cta-reading.ts';

/**
 * Buttons whose verb is the whole offer ('Shop now', 'Donate', 'Get started'): each kind has a
 * few hand-written alternatives that make the same offer, marked with the voices they suit
 * ('*' for any). Nothing here names an offer the site did not make.
 */
type Call = readonly [phrase: string, voices: string];

const CALLS: ReadonlyArray<{ keys: string; phrases: readonly Call[] }> = [
  {
    keys: "shop,shop all,start shopping,browse,let's go shopping",
    phrases: [
      ['Start shopping', '*'],
      ['Explore the shop', 'explorer sage magician creator lover'],
      ['Browse the shop', 'everyman innocent caregiver ruler jester'],
      ["Let's go shopping", 'jester everyman'],
    ],
  },
  {
    keys: 'donate,give,donate to us,give to us',
    phrases: [
      ['Give today', '*'],
      ['Donate today', '*'],
      ['Make a donation', 'ruler sage caregiver hero'],
      ['Give what you can', 'caregiver everyman innocent lover'],
      ['Give now', 'hero outlaw jester explorer magician creator'],
    ],
  },
  {
    keys: "get started,start,begin,start here,get going,let's get started,let's go",
    phrases: [
      ['Start today', '*'],
      ['Start now', '*'],
      ['Begin today', 'explorer magician lover creator sage'],
      ["Let's get started", 'everyman jester caregiver innocent'],
      ['Begin now', 'hero ruler outlaw'],
      ['Start for free', '*'],
      ['Begin for free', 'explorer magician lover creator sage'],
      ['Get started for free', 'everyman jester caregiver innocent hero ruler outlaw'],
    ],
  },
  {
    keys: 'join,join us,sign up,register,sign me up,enrol,enroll',
    phrases: [
      ['Join us', '*'],
      ['Join today', '*'],
      ['Sign up today', 'everyman innocent caregiver sage ruler'],
      ['Sign me up', 'jester everyman innocent outlaw'],
      ['Join for free', '*'],
      ['Sign up for free', 'everyman innocent caregiver sage ruler jester'],
    ],
  },
  {
    keys: 'learn more,find out more,read more,discover more,see more,explore,discover,see how it works,learn how it works,find out',
    phrases: [
      ['Learn more', '*'],
      ['Find out more', '*'],
      ['See how it works', 'everyman innocent caregiver sage creator ruler'],
      ['Discover more', 'explorer magician lover'],
      ['Learn how it works', 'sage'],
    ],
  },
  {
    keys: "contact us,get in touch,talk to us,call us,email us,speak to us,speak with us,say hello,let's talk,contact,message us,chat with us",
    phrases: [
      ['Get in touch', '*'],
      ['Talk to us', 'caregiver everyman innocent jester explorer creator lover'],
      ['Contact us', 'ruler sage hero'],
      ['Speak with us', 'ruler sage lover magician'],
      ["Let's talk", 'everyman jester creator outlaw hero'],
      ['Say hello', 'innocent jester everyman caregiver'],
    ],
  },
  {
    keys: 'try it,try,try us,try it out',
    phrases: [
      ['Try it today', '*'],
      ['Try it now', '*'],
      ['Try it free', '*'],
      ['Start your free trial', '*'],
      ['Claim your free trial', 'hero ruler outlaw'],
      ['Begin your free trial', 'magician explorer lover creator'],
      ['Grab your free trial', 'jester everyman outlaw'],
    ],
  },
  {
    keys: 'subscribe',
    phrases: [
      ['Subscribe today', '*'],
      ['Subscribe now', '*'],
    ],
  },
  {
    keys: 'book,reserve,book it',
    phrases: [
      ['Book today', '*'],
      ['Book now', '*'],
      ['Reserve now', 'ruler lover hero sage'],
    ],
  },
  {
    keys: 'order,buy,get yours,order yours,buy it',
    phrases: [
      ['Order now', '*'],
      ['Order today', '*'],
      ['Get yours', 'everyman jester innocent outlaw caregiver'],
    ],
  },
  {
    keys: 'apply',
    phrases: [
      ['Apply today', '*'],
      ['Apply now', '*'],
      ['Start your application', 'hero creator explorer ruler'],
    ],
  },
  { keys: 'download,download it', phrases: [['Download now', '*']] },
  {
    keys: 'volunteer,volunteer with us',
    phrases: [
      ['Volunteer with us', '*'],
      ['Give your time', 'caregiver innocent everyman hero'],
    ],
  },
];

const BY_KEY = new Map(CALLS.flatMap((call) => call.keys.split(',').map((key) => [key, call.phrases] as const)));

/** Hand-written alternatives to a button with no object, those written for this voice first; [] when the button is not one the rules know. */
export function standaloneCalls(archetype: ArchetypeName, reading: CtaReading): string[] {
  if (reading.object) return [];
  const key = [reading.verb, reading.tail].filter(Boolean).join(' ');
  const voice = archetype.slice(4).toLowerCase();
  return (BY_KEY.get(key) ?? [])
    .filter(([phrase, voices]) => (voices === '*' || voices.split(' ').includes(voice)) && phrase.includes('free') === reading.free)
    .sort((a, b) => Number(a[1] === '*') - Number(b[1] === '*'))
    .map(([phrase]) => phrase);
}
