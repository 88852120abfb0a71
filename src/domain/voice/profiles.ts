import type { ArchetypeName } from '../archetypes/types.ts';

/**
 * How each archetype talks, as material for rewrites: headline shapes with a {topic} slot (the
 * site's own subject, e.g. 'payroll' or 'socks'), call-to-action verbs that take the site's own
 * object ('Book a demo' → 'Claim your demo'), and stand-alone calls to action. Written to read
 * well whatever the noun, so the shapes use the topic as a modifier or after a preposition.
 */
export interface VoiceProfile {
  headlines: readonly string[];
  ctaVerbs: readonly string[];
  ctas: readonly string[];
}

export const VOICE_PROFILES: Record<ArchetypeName, VoiceProfile> = {
  'The Hero': {
    headlines: [
      'Take on {topic} and win.',
      'Built for the hard part of {topic}.',
      'No shortcuts. Just better {topic}.',
      'Rise to every {topic} challenge.',
    ],
    ctaVerbs: ['Claim', 'Take on', 'Start'],
    ctas: ['Take the challenge', 'Start now', 'Get to work'],
  },
  'The Sage': {
    headlines: [
      'Understand {topic}, finally.',
      'The truth about {topic}, clearly explained.',
      '{Topic}, backed by evidence.',
      'Know more. Choose better {topic}.',
    ],
    ctaVerbs: ['Explore', 'Compare', 'Study'],
    ctas: ['See the evidence', 'Learn how it works', 'Read the research'],
  },
  'The Explorer': {
    headlines: [
      'Go further with {topic}.',
      '{Topic} for the road less travelled.',
      'Leave the map behind. Bring the {topic}.',
      'Where {topic} meets the open road.',
    ],
    ctaVerbs: ['Discover', 'Explore', 'Find'],
    ctas: ['Start exploring', 'Find your path', 'Go further'],
  },
  'The Innocent': {
    headlines: ['{Topic}, simply good.', 'Honest {topic}, nothing more.', 'The simple joy of good {topic}.', 'Good {topic} should feel this easy.'],
    ctaVerbs: ['Try', 'Enjoy', 'Discover'],
    ctas: ['Keep it simple', 'Start fresh', 'Try it today'],
  },
  'The Outlaw': {
    headlines: [
      '{Topic} without the rules.',
      'Break the rules of {topic}.',
      'Everyone does {topic} the same way. We don’t.',
      'Forget what they told you about {topic}.',
    ],
    ctaVerbs: ['Steal', 'Grab', 'Take'],
    ctas: ['Break the mould', 'Join the rebellion', 'Do it differently'],
  },
  'The Magician': {
    headlines: [
      '{Topic}, reimagined.',
      'Watch {topic} transform.',
      'Make the hardest part of {topic} feel like magic.',
      'Where {topic} becomes something more.',
    ],
    ctaVerbs: ['Unlock', 'Experience', 'Transform'],
    ctas: ['See the transformation', 'Make it happen', 'Experience the change'],
  },
  'The Everyman': {
    headlines: [
      '{Topic} for real people.',
      'Good {topic}, fair price, no fuss.',
      'No jargon. Just honest {topic}.',
      '{Topic} that just works, for everyone.',
    ],
    ctaVerbs: ['Get', 'Check out', 'Pick up'],
    ctas: ['Count me in', 'Get started', 'See how it works'],
  },
  'The Lover': {
    headlines: [
      '{Topic} you’ll fall in love with.',
      'Indulge in {topic}, beautifully made.',
      'The {topic} you’ve been longing for.',
      'Every detail of {topic}, made to be savoured.',
    ],
    ctaVerbs: ['Indulge in', 'Fall for', 'Treat yourself to'],
    ctas: ['Fall in love', 'Indulge yourself', 'Discover the collection'],
  },
  'The Jester': {
    headlines: [
      '{Topic}, but make it fun.',
      'Who said {topic} had to be boring?',
      'Seriously good {topic}. Not-so-serious people.',
      'Warning: {topic} may cause smiling.',
    ],
    ctaVerbs: ['Grab', 'Play with', 'Snag'],
    ctas: ['Let’s play', 'Join the fun', 'Give it a whirl'],
  },
  'The Caregiver': {
    headlines: [
      '{Topic} that takes care of you.',
      'We’re here for you, and for your {topic}.',
      '{Topic}, looked after at every step.',
      'We look after the {topic}, so you can look after what matters.',
    ],
    ctaVerbs: ['Get help with', 'Book', 'Arrange'],
    ctas: ['Get support', 'We’re here to help', 'Talk to us'],
  },
  'The Ruler': {
    headlines: ['The standard in {topic}.', '{Topic}, mastered.', 'Take control of your {topic}.', 'Uncompromising {topic} for those who lead.'],
    ctaVerbs: ['Request', 'Secure', 'Reserve'],
    ctas: ['Request a consultation', 'Take control', 'Lead with confidence'],
  },
  'The Creator': {
    headlines: ['Make {topic} your own.', '{Topic}, crafted from scratch.', 'Imagine it. Build it. {Topic} by design.', 'Your vision, your {topic}.'],
    ctaVerbs: ['Design', 'Build', 'Create'],
    ctas: ['Start creating', 'Make it yours', 'Bring your idea to life'],
  },
};
