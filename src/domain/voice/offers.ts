import type { CtaReading } from './cta-reading.ts';

/**
 * What a call to action offers, and the verbs that take that offer in natural English: you
 * start or claim a trial and book or see a demo; nobody steals a trial or studies a demo. A
 * rewrite only ever swaps the verb (and the determiner it needs), so the offer stays the site's.
 */
export interface OfferKind {
  verbs: readonly string[];
  /** Verbs that fit only when the offer is free ('claim your free consultation'). */
  freeVerbs: readonly string[];
  /** The determiner a singular offer takes when the button had none ('Book demo' → 'Book a demo'). */
  det: string;
}

// nouns | verbs | determiner | verbs for a free offer. A noun may sit in two kinds ('gifts' to shop or give): the original verb decides.
const TABLE: ReadonlyArray<readonly [string, string, string, string?]> = [
  ['trial trials', 'start,begin,claim,get,activate,unlock,grab,snag', 'your'],
  ['demo demos walkthrough preview', 'book,see,watch,request,schedule,get,arrange', 'a', 'claim'],
  ['tour tours', 'take,book,join', 'a'],
  [
    'consultation consult call meeting appointment session assessment visit review audit check-up checkup fitting viewing lesson',
    'book,schedule,arrange,request',
    'a',
    'claim,get',
  ],
  ['quote quotes estimate estimates proposal valuation quotation', 'get,request', 'a', 'claim'],
  ['pricing prices plans rates packages options fees costs', 'see,view,compare,check,explore', ''],
  ['plan package bundle', 'choose,pick,find', 'your'],
  [
    'collection collections range shop store catalogue catalog sale products arrivals bestsellers best-sellers styles gifts deals offers edit lookbook selection',
    'shop,browse,explore,discover,see,view',
    'the',
  ],
  ['menu menus dishes wines drinks', 'see,view,explore,browse,discover', 'the'],
  ['ticket tickets seat seats spot spots place places pass passes table tables room rooms slot', 'book,reserve,secure,claim,grab,snag,get', 'your'],
  ['donation donations gift gifts contribution', 'make,give,send', 'a'],
  ['appeal cause campaign mission fund fundraiser charity shelter work', 'support,back,fund,donate to,give to', 'the'],
  [
    'guide guides ebook e-book report reports whitepaper checklist playbook article articles story stories research handbook brochure manifesto magazine book study studies blog journal',
    'read,download,get,explore,access,grab',
    'the',
    'claim',
  ],
  ['video videos film trailer showreel reel recording', 'watch,see,play', 'the'],
  ['webinar webinars livestream', 'join,attend,watch', 'the'],
  ['workshop workshops class classes event events masterclass conference meetup retreat', 'book,join,attend', 'a'],
  ['course courses program programme', 'start,begin,take,join', 'the'],
  ['challenge', 'take,accept,join,take on', 'the'],
  ['account profile', 'create,open,set up', 'your', 'claim'],
  ['website site store shop portfolio page blog', 'build,create,start,design,make,launch', 'your'],
  ['membership subscription', 'start,begin,claim,get,activate', 'your'],
  ['community club movement network family tribe crew rebellion revolution', 'join,be part of', 'the'],
  ['newsletter newsletters', 'get,join,subscribe to', 'the'],
  ['list waitlist', 'join,get on', 'the'],
  [
    'expert experts advisor adviser specialist consultant coach nurse doctor planner stylist human person someone engineer architect designer tutor therapist lawyer accountant agent',
    'talk to,speak with,speak to,chat with,ask',
    'an',
  ],
  ['team sales support', 'talk to,speak with,chat with,contact', ''],
  ['app apps extension plugin add-on software template templates toolkit kit', 'download,get,install,try', 'the'],
  ['platform product products features feature tools tool solutions solution integrations', 'see,explore,discover,try', 'the'],
  ['jobs roles openings positions careers vacancies opportunities', 'see,explore,find,browse,view', ''],
  ['work projects portfolio', 'see,explore,view,browse,discover', 'the'],
  ['trip trips holiday holidays vacation getaway break escape stay', 'book,plan', 'your'],
  ['journey adventure adventures', 'start,begin,plan', 'your'],
  ['destinations routes places trails experiences locations', 'explore,discover,find,see,browse', ''],
  ['sample samples swatch swatches', 'order,get,request', 'a', 'claim'],
  ['project', 'start,begin,plan,discuss,kick off', 'your'],
];

const kind = (verbs: string, det: string, free = ''): OfferKind => ({ verbs: verbs.split(','), freeVerbs: free ? free.split(',') : [], det });
const BY_NOUN = new Map<string, OfferKind[]>();
for (const [nouns, verbs, det, free] of TABLE) {
  const k = kind(verbs, det, free);
  for (const noun of nouns.split(' ')) BY_NOUN.set(noun, [...(BY_NOUN.get(noun) ?? []), k]);
}
/** Offers named only by the verb: whatever you shop, browse or order stays something to shop, browse or order. */
const GOODS = kind('shop,browse,explore,discover', 'the');
const PURCHASE = kind('order,buy,get', 'your');
const BY_VERB: Record<string, OfferKind> = { shop: GOODS, browse: GOODS, 'check out': GOODS, order: PURCHASE, buy: PURCHASE };

/** The kind of offer a button with an object makes, or null when the rules do not know which verbs fit it. */
export function offerKindOf(reading: CtaReading): OfferKind | null {
  if (!reading.head) return null;
  const kinds = BY_NOUN.get(reading.head) ?? [];
  return kinds.find((k) => k.verbs.includes(reading.verb)) ?? kinds[0] ?? BY_VERB[reading.verb] ?? null;
}
