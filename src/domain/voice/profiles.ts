import type { ArchetypeName } from '../archetypes/types.ts';

/**
 * How each archetype talks. Headline shapes are sentences with slots for the site's subject
 * (src/domain/voice/shapes.ts fills them): {the subject} takes 'the' only when a countable noun
 * needs it, {looks|look} agrees with the subject, {audience} is used only when the site names one.
 * {subject} ends with the audience when there is one ('platform for modern HR teams'), so a shape
 * that goes on with 'that…' or 'you’ll…' uses {thing}: the clause would attach to the audience.
 * A shape marked '!' presumes the subject is the site's own product, so it is not used on the
 * visitor's own thing ('Build a better website': not 'The evidence behind your website').
 * The first three shapes fit any subject: they are the ones the voice guide shows. Call-to-action
 * verbs are in order of preference; offers.ts decides which of them fit the site's offer.
 */
export interface VoiceProfile {
  headlines: readonly string[];
  ctaVerbs: readonly string[];
  /** Words that carry the voice, and words that break it: the voice guide's first two lines. */
  use: readonly string[];
  avoid: readonly string[];
}

const verbs = (list: string) => list.split(',');

export const VOICE_PROFILES: Record<ArchetypeName, VoiceProfile> = {
  'The Hero': {
    headlines: [
      '{the subject}, built for the hard days.',
      'Rise to the challenge with {the subject}.',
      'No shortcuts. No excuses. Just {a better thing}.',
      '{the thing} for {audience} who refuse to settle.',
    ],
    ctaVerbs: verbs(
      'claim,start,take on,accept,take,secure,book,join,get,begin,back,build,launch,request,see,talk to,download,read,watch,plan,make,support,ask,open,check,speak with,fund',
    ),
    use: ['challenge', 'win', 'rise', 'prove', 'stronger', 'push', 'courage', 'claim'],
    avoid: ['maybe', 'effortless', 'relax', 'hope', 'try to'],
  },
  'The Sage': {
    headlines: [
      '{the subject}, clearly explained.',
      'Everything worth knowing about {the subject}.',
      '{the subject}, without the guesswork.',
      '!The evidence behind {the subject}.',
      '!Know more. Choose {the thing} with confidence.',
      '{the thing} built on what {audience} actually need.',
    ],
    ctaVerbs: verbs(
      'explore,compare,see,read,request,speak with,ask,view,download,watch,schedule,access,book,get,join,start,find,plan,begin,support,make,fund,donate to,set up,open,be part of,arrange',
    ),
    use: ['understand', 'evidence', 'clear', 'know', 'insight', 'learn', 'research', 'why'],
    avoid: ['magic', 'hype', 'revolutionary', 'guaranteed', 'instant'],
  },
  'The Explorer': {
    headlines: [
      'Go further with {the subject}.',
      'Find your own path with {the subject}.',
      '{the thing} for the road less travelled.',
      '{the thing} for {audience} who would rather explore.',
    ],
    ctaVerbs: verbs(
      'discover,explore,find,begin,start,plan,take,browse,book,join,see,chat with,download,read,watch,get,launch,build,back,give,make,arrange,request,open,get on,be part of,fund,view',
    ),
    use: ['discover', 'explore', 'further', 'path', 'open', 'beyond', 'freedom', 'journey'],
    avoid: ['routine', 'settle', 'safe choice', 'stay put', 'standard'],
  },
  'The Innocent': {
    headlines: [
      '{the subject}, the way {it|they} should be.',
      'Nothing complicated. Just {the subject}, done well.',
      '{the subject}, simply good.',
      '{the thing} for {audience}, kept simple.',
    ],
    ctaVerbs: verbs(
      'start,get,see,find,book,browse,shop,join,read,talk to,chat with,make,give,try,watch,download,begin,plan,create,view,support,arrange,request,be part of,give to,set up,get on',
    ),
    use: ['simple', 'honest', 'good', 'fresh', 'easy', 'gentle', 'happy', 'pure'],
    avoid: ['jargon', 'disrupt', 'crush', 'dominate', 'fear'],
  },
  'The Outlaw': {
    headlines: [
      '{the subject}, without the rules.',
      'Forget what they told you about {the thing}.',
      '{the subject}. No permission needed.',
      '{the thing} for {audience} who break the rules.',
    ],
    ctaVerbs: verbs(
      'grab,take,claim,back,join,get,start,take on,book,see,download,read,watch,talk to,build,launch,make,give,support,ask,check,kick off,get on,request,fund',
    ),
    use: ['break', 'rules', 'refuse', 'different', 'rebel', 'no permission', 'unapologetic', 'forget'],
    avoid: ['compliant', 'traditional', 'industry-standard', 'polite', 'safe'],
  },
  'The Magician': {
    headlines: [
      '{the subject}, reimagined.',
      'Where {the subject} {becomes|become} something more.',
      'Watch what {the thing} can become.',
      '{the thing} for {audience} ready to see what’s possible.',
    ],
    ctaVerbs: verbs(
      'unlock,discover,begin,see,watch,explore,start,create,book,join,find,download,read,get,speak with,launch,make,give,plan,request,fund,open,be part of,view',
    ),
    use: ['transform', 'imagine', 'unlock', 'possible', 'moment', 'change', 'spark', 'become'],
    avoid: ['ordinary', 'routine', 'incremental', 'adequate', 'standard'],
  },
  'The Everyman': {
    headlines: [
      '{the subject}, without the fuss.',
      'No jargon. Just {the thing} that {works|work}.',
      '{the thing} for real people.',
      '{the thing}, made by real people for {audience}.',
    ],
    ctaVerbs: verbs(
      'get,start,see,book,pick,check,find,grab,shop,browse,join,talk to,chat with,read,watch,download,make,give,order,build,plan,try,arrange,request,be part of,give to,set up,get on',
    ),
    use: ['real', 'honest', 'everyday', 'no fuss', 'everyone', 'fair', 'plain', 'together'],
    avoid: ['exclusive', 'elite', 'luxury', 'cutting-edge', 'synergy'],
  },
  'The Lover': {
    headlines: [
      '{the subject}, made with love.',
      '{the thing} you’ll fall in love with.',
      '{the subject}, with feeling.',
      '{the thing} for {audience} who care about every detail.',
    ],
    ctaVerbs: verbs(
      'discover,explore,reserve,book,find,begin,shop,browse,start,claim,see,join,read,watch,give,talk to,create,plan,make,get,download,chat with,speak with,arrange,request,be part of,give to',
    ),
    use: ['love', 'beautiful', 'indulge', 'feel', 'crafted', 'savour', 'intimate', 'moment'],
    avoid: ['cheap', 'efficient', 'basic', 'functional', 'utility'],
  },
  'The Jester': {
    headlines: [
      '{the subject}, but make it fun.',
      'Who said {the thing} had to be boring?',
      'Warning: {the subject} may cause smiling.',
      '{the thing} for {audience} who’d rather be having fun.',
    ],
    ctaVerbs: verbs(
      'grab,snag,take,get,start,see,book,join,watch,read,download,find,shop,browse,chat with,talk to,make,give,build,try,play,check,kick off,get on,request,give to',
    ),
    use: ['fun', 'play', 'laugh', 'seriously', 'boring', 'grin', 'whoa', 'silly'],
    avoid: ['solemn', 'corporate', 'leverage', 'synergy', 'stakeholders'],
  },
  'The Caregiver': {
    headlines: [
      '{the subject}, with you every step of the way.',
      '{the subject}, there when you need {it|them}.',
      '{the subject}, handled with care.',
      '!{the thing} that {looks|look} after you.',
      '{the thing} that {looks|look} after {audience}.',
    ],
    ctaVerbs: verbs(
      'book,arrange,start,get,talk to,request,see,find,join,make,give,support,read,download,speak with,chat with,begin,plan,browse,watch,view,be part of,give to,set up,schedule',
    ),
    use: ['care', 'support', 'here for you', 'look after', 'gentle', 'every step', 'safe', 'together'],
    avoid: ['aggressive', 'dominate', 'crush', 'ruthless', 'hustle'],
  },
  'The Ruler': {
    headlines: [
      '{the subject}, held to a higher standard.',
      'Take control with {the subject}.',
      'Lead the way with {the subject}.',
      'The standard in {bare thing}.',
      '{the thing} for {audience} who lead.',
    ],
    ctaVerbs: verbs(
      'request,secure,reserve,schedule,book,claim,access,view,compare,start,speak with,download,read,join,get,see,launch,build,back,make,support,watch,plan,open,set up,fund',
    ),
    use: ['lead', 'standard', 'control', 'proven', 'excellence', 'command', 'assured', 'precise'],
    avoid: ['maybe', 'casual', 'hack', 'chaotic', 'cheap'],
  },
  'The Creator': {
    headlines: [
      'Make {the thing} your own.',
      '{the subject}, shaped by your ideas.',
      'Your vision, brought to life with {the subject}.',
      '{the thing} for {audience} who make things.',
    ],
    ctaVerbs: verbs(
      'start,create,build,design,make,begin,launch,kick off,explore,try,book,get,see,download,read,join,watch,plan,discover,browse,chat with,schedule,request,set up,open,be part of,fund',
    ),
    use: ['make', 'build', 'craft', 'create', 'imagine', 'original', 'design', 'your own'],
    avoid: ['generic', 'one-size-fits-all', 'copy', 'ordinary', 'off the shelf'],
  },
};
