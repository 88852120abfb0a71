import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const outlaw: Archetype = {
  name: 'The Outlaw',
  slug: 'outlaw',
  angle: 330,
  description:
    'The Outlaw brand exists to break rules that no longer serve people and to overturn what is not working. It is bold, defiant and fiercely independent, and it attracts customers who want to feel free, different and a little dangerous.',
  traits: ['Rebellious', 'Disruptive', 'Defiant', 'Independent'],
  subArchetypes: [
    {
      name: 'Activist',
      description:
        'Channels rebellion into a cause, taking public stands and rallying customers to push back against an injustice or a broken system.',
    },
    {
      name: 'Gambler',
      description:
        'Thrives on risk and audacity, making bold, high-stakes moves and daring customers to live a little more dangerously.',
    },
    {
      name: 'Maverick',
      description:
        'Goes its own way on principle, ignoring category rules and conventional taste to build a fiercely independent identity.',
    },
    {
      name: 'Reformer',
      description:
        'Breaks an industry\'s outdated model in order to rebuild it better, pairing disruptive messaging with a credible alternative.',
    },
  ],
  strategyInsight:
    'An Outlaw brand needs a clear enemy, such as an outdated industry practice, a stifling convention or an establishment competitor, named precisely enough that customers can rally against it with you. Let your product and business model carry the rebellion, because defiance that exists only in the advertising quickly reads as a costume. Build an insider culture with its own codes, merchandise, language and rituals, so customers wear the brand as a badge of independence. Keep the edge sharp but not reckless: the archetype\'s shadow is destruction for its own sake, and a stunt that harms people or insults your audience can turn rebels into critics overnight.',
  brandExamples: [
    {
      name: 'Harley-Davidson',
      slogan: 'Sells the open road as an escape from a life of conformity.',
      color: '#ff6600',
      mark: 'HD',
    },
    {
      name: 'Virgin',
      slogan: 'Picks fights with complacent incumbents and enjoys every round.',
      color: '#e10a0a',
      mark: 'V',
    },
    {
      name: 'Diesel',
      slogan: 'Mocks fashion advertising conventions with deliberately provocative campaigns.',
      color: '#da291c',
      mark: 'D',
    },
    {
      name: 'Liquid Death',
      slogan: 'Sells canned water with the attitude of a heavy-metal band.',
      color: '#000000',
      mark: 'LD',
    },
  ],
  colors: [
    { name: 'Charcoal', hex: '#1f2937' },
    { name: 'Jet Black', hex: '#0b0b0b' },
    { name: 'Blood Red', hex: '#b91c1c' },
    { name: 'Gunmetal', hex: '#4b5563' },
    { name: 'Chrome', hex: '#d1d5db' },
  ],
  displayColor: DISPLAY_COLORS['The Outlaw'],
  image: '/images/archetypes/outlaw.svg',
};
