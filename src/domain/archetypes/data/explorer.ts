import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const explorer: Archetype = {
  name: 'The Explorer',
  slug: 'explorer',
  angle: 90,
  description:
    'The Explorer brand stands for freedom, discovery and the search for a more authentic life. It equips and encourages customers to leave the familiar behind and find out who they are out on the open road.',
  traits: ['Adventurous', 'Independent', 'Curious', 'Authentic'],
  subArchetypes: [
    {
      name: 'Adventurer',
      description:
        'An Adventurer brand sells the thrill of the journey itself, with rugged gear and experiences built for getting outside and taking risks.',
    },
    {
      name: 'Pioneer',
      description:
        'A Pioneer brand goes where no one in its category has gone before, opening new territory and inviting early adopters to follow.',
    },
    {
      name: 'Generalist',
      description:
        'A Generalist brand celebrates range and versatility, offering tools and experiences that let customers sample many worlds rather than settle into one.',
    },
    {
      name: 'Seeker',
      description:
        'A Seeker brand frames its product as part of an inner journey, helping customers discover meaning, purpose and a truer version of themselves.',
    },
  ],
  strategyInsight:
    'Sell the journey and the freedom it brings, not just the product: show customers in wide, open places and in moments of discovery, and let the product be the trusted companion that makes the trip possible. Explorer audiences resist being herded, so avoid hard-sell tactics and rigid funnels, and give them room to choose their own path through your content and offer. Prove authenticity through durable products, real field testing and a transparent stance on the places and communities you depend on. Keep introducing new routes, editions and experiences, because the Explorer\'s greatest fear is boredom and its loyalty fades the moment a brand feels predictable.',
  brandExamples: [
    {
      name: 'The North Face',
      slogan: 'Equips people to push past the edge of the map and keep going once they get there.',
      color: '#da291c',
      mark: 'NF',
    },
    {
      name: 'Patagonia',
      slogan: 'Pairs gear built for wild places with a commitment to keeping those places wild.',
      color: '#1b365d',
      mark: 'P',
    },
    {
      name: 'Jeep',
      slogan: 'Promises that the end of the paved road is where the real trip begins.',
      color: '#4b5320',
      mark: 'J',
    },
    {
      name: 'National Geographic',
      slogan: 'Frames the whole planet as a story still being discovered, and invites you along.',
      color: '#ffce00',
      mark: 'NG',
    },
  ],
  colors: [
    { name: 'Forest Green', hex: '#15803d' },
    { name: 'Canyon Clay', hex: '#b45309' },
    { name: 'Sky Blue', hex: '#0ea5e9' },
    { name: 'Trail Khaki', hex: '#a8a07a' },
    { name: 'Granite', hex: '#44403c' },
  ],
  displayColor: DISPLAY_COLORS['The Explorer'],
  image: '/images/archetypes/explorer.svg',
};
