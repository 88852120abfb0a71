/**
 * The closed word lists the phrase reader leans on. English marketing lines are short and built
 * from a few hundred function words, puffery and call-to-action verbs; anything not listed is
 * taken for a content word (a noun or a describing word), which is what the reader needs to
 * find the head of a phrase without a dictionary.
 */
const set = (words: string) => new Set(words.split(' '));

const DETERMINERS = set('a an the this that these those every each any some all no our your my their its his her');
const PREPOSITIONS = set(
  'for of with without in on at to from by about across into through near under over beyond like since after before between around via per inside outside within among toward towards',
);
const CONJUNCTIONS = set('and or but nor yet');
const RELATIVES = set('that which who whom whose where when because while if so than as');
const PRONOUNS = set(
  "we you i they it he she us them me yourself ourselves everyone everybody anyone someone nobody we're you're it's we've you'll we'll they'll you've they're",
);
const AUXILIARIES = set(
  "is are was were be been being am do does did done has have had will can could should would may might must isn't aren't don't doesn't won't can't 's 're 've 'll",
);
const ADVERBS = set(
  'just really truly simply finally actually seriously very too also always never ever again anywhere everywhere together here there now today tomorrow online instantly forever harder more less most still even only right not',
);
/**
 * Praise and stock describing words that say nothing about the subject: left out of the subject a
 * rewrite names ("The all-in-one platform" is about a platform), kept in a call to action's offer
 * ("free trial"). A phrase of nothing but these ("Think different", "Ready to grow?") has no subject.
 */
const PUFFERY = set(
  'all-in-one modern simple simpler simplest best better easy easier easiest smart smarter smartest new leading powerful ultimate complete perfect great amazing innovative intuitive seamless effortless world-class next-generation next-gen award-winning trusted first only fast faster fastest quick top premier official affordable beautiful beautifully stunning incredible remarkable revolutionary cutting-edge state-of-the-art unique exceptional outstanding brilliant one-stop go-to next true favourite favorite different ready tired sick happy good free friendly',
);
/** Verbs that are rarely nouns: they open an imperative ("Build a better website") and end a noun phrase they follow. */
export const VERBS = set(
  'start begin get set try request schedule buy join subscribe download learn discover explore see watch read contact speak donate give apply claim create build find browse view compare register reserve upgrade install choose pick meet sponsor adopt grab unlock take make let calculate send enquire inquire ask hire listen go save follow open launch enjoy transform stop run manage grow automate simplify ship sell bring keep turn say feel think do be win own rethink reimagine rediscover elevate empower protect arrange secure activate snag accept kick discuss scale power imagine unleash celebrate makes helps gets gives keeps lets takes brings turns runs works goes does means powers puts sets needs deserve deserves need become becomes meets grows saves pays',
);
/** Verbs that are also nouns ("Book a demo", "Book club"): a verb only when what follows says so. */
export const DUAL_VERBS = set(
  'book shop order sign call talk chat check help support care love plan design play experience access email message back fund visit volunteer rent use stay live master cook host print fix clean travel',
);
/** Verbs after 'we'/'you' whose object is what the site offers: "We make payroll simple", "You deserve better coffee". */
export const OFFER_VERBS = set(
  'make build craft roast brew bake sell design deliver provide offer serve create handle do run simplify automate bring deserve need love print ship cook sew knit repair fix clean insure write teach host grow',
);
/** Irregular past participles that close a phrase as "made" does in "Payroll made simple". */
const PARTICIPLES = set(
  'made built done grown sold brought held kept given taken known worn sewn woven shown written driven chosen found told run begun drawn',
);
/** Nouns for people: a phrase about them names an audience, not a subject. */
export const PEOPLE = set(
  'people lovers gamers players dreamers doers thinkers learners shoppers drivers cyclists gardeners cooks chefs bakers photographers musicians couples teams team businesses business companies founders developers designers makers creators families parents kids children owners leaders marketers managers professionals customers clients members students teachers nurses doctors athletes runners riders travellers travelers explorers artists writers brands startups start-ups agencies firms shops retailers sellers buyers homeowners patients seniors adults women men everyone humans folks friends neighbours neighbors communities organisations organizations nonprofits non-profits charities volunteers donors investors engineers builders crews',
);
/** Heads that only point at what follows: "The home of great coffee" is about coffee. */
export const EMPTY_HEADS = set('home future world art science joy power way place era heart kind type house destination source makers maker');
/** Uncountable heads take no article ("Compassionate care, reimagined"); countable singulars need one. */
const MASS = set(
  'care software payroll coffee tea food advice support help money insurance data security safety healthcare skincare haircare travel energy water furniture clothing jewellery jewelry equipment hardware research knowledge music art design fashion wine beer bread chocolate fitness health wellness wellbeing freedom fun love peace comfort quality luggage cash finance tax legal hr it compliance content feedback education childcare eldercare homecare petcare aftercare logistics analytics news pizza pasta sushi cheese meat fish produce flour honey soap yarn paint wood steel glass paper photography',
);
const MASS_ENDINGS = ['ing', 'ware', 'care', 'ance', 'ence', 'ness', 'ism', 'ity', 'ics', 'tion', 'sion', 'graphy', 'ology'];
const NOT_PLURAL_ENDINGS = ['ss', 'us', 'is', "'s", 'ics'];

export type Grammar = 'plural' | 'mass' | 'count';

/** How a head noun takes an article and agrees with a verb. Guessed from its spelling where it is not listed. */
export function grammarOf(head: string): Grammar {
  const h = head.toLowerCase();
  if (MASS.has(h)) return 'mass';
  if (PEOPLE.has(h) && h !== 'team' && h !== 'business') return 'plural';
  if (h.length > 3 && h.endsWith('s') && !NOT_PLURAL_ENDINGS.some((e) => h.endsWith(e))) return 'plural';
  // -tion and -ity words are often countable (a solution), but read naturally without an article as a headline subject too.
  if (MASS_ENDINGS.some((e) => h.endsWith(e)) && h.length > 5) return 'mass';
  return 'count';
}

export type WordClass = 'det' | 'prep' | 'conj' | 'rel' | 'pron' | 'aux' | 'adv' | 'puff' | 'verb' | 'participle' | 'content';

/** The class of a word as the reader uses it; 'content' for anything not in a list. */
export function classOf(lower: string): WordClass {
  if (DETERMINERS.has(lower)) return 'det';
  if (PREPOSITIONS.has(lower)) return 'prep';
  if (CONJUNCTIONS.has(lower)) return 'conj';
  if (RELATIVES.has(lower)) return 'rel';
  if (PRONOUNS.has(lower)) return 'pron';
  if (AUXILIARIES.has(lower)) return 'aux';
  if (ADVERBS.has(lower)) return 'adv';
  if (PUFFERY.has(lower)) return 'puff';
  if (PARTICIPLES.has(lower)) return 'participle';
  if (VERBS.has(lower)) return 'verb';
  return 'content';
}

/** A content word that cannot head a noun phrase: participles in -ed, adverbs in -ly, describing words in -ful, -ous, -able, -ible. */
export function looksLikeNoHead(lower: string): boolean {
  if (lower.length < 2) return true;
  if (lower.endsWith('ed') && !lower.endsWith('eed') && lower.length > 4) return true;
  if (lower.endsWith('ly') && !['family', 'supply', 'assembly', 'ally', 'belly', 'jelly', 'rally', 'reply'].includes(lower)) return true;
  return ['ful', 'ous', 'able', 'ible'].some((e) => lower.endsWith(e) && lower.length > e.length + 2);
}
