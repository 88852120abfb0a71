import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const hero: Archetype = {
  name: 'The Hero',
  slug: 'hero',
  angle: 30,
  description:
    'The Hero brand proves its worth through courageous, disciplined action and invites customers to do the same. It frames every purchase as a step toward mastery, a challenge overcome or a wrong put right.',
  traits: ['Courageous', 'Determined', 'Competent', 'Disciplined'],
  subArchetypes: [
    {
      name: 'Warrior',
      description:
        'A Warrior brand names a clear opponent, whether a competitor, a problem or complacency itself, and rallies its customers to beat it.',
    },
    {
      name: 'Athlete',
      description:
        'An Athlete brand celebrates training, measurable progress and peak performance, treating every customer as someone pushing past their personal best.',
    },
    {
      name: 'Rescuer',
      description:
        'A Rescuer brand shows up when things go wrong, reliably solving the urgent problem so the customer can get back on track.',
    },
    {
      name: 'Liberator',
      description:
        'A Liberator brand frees people from an obstacle, dependency or unfair system, and measures its success by the independence it gives them.',
    },
  ],
  strategyInsight:
    'Cast your customer as the protagonist and your brand as the equipment, training or ally that helps them win, never as the hero who takes the credit. Name the challenge clearly, whether it is a rival, a deadline, a health goal or an injustice, because Hero brands lose energy without a worthy opponent. Prove competence relentlessly with performance data, endorsements from people who have done the hard thing, and service that delivers under pressure. Keep the tone confident and direct, and guard against the archetype\'s shadow of arrogance by celebrating the effort of ordinary people as much as the wins of champions.',
  brandExamples: [
    {
      name: 'Nike',
      slogan: 'Treats anyone who moves as an athlete with something to prove, and urges them to start now.',
      color: '#111111',
      mark: 'N',
    },
    {
      name: 'FedEx',
      slogan: 'Turns a package on a deadline into a mission the company refuses to fail.',
      color: '#4d148c',
      mark: 'F',
    },
    {
      name: 'Gatorade',
      slogan: 'Positions itself as the fuel behind the final push when the game is on the line.',
      color: '#fe5000',
      mark: 'G',
    },
    {
      name: 'Duracell',
      slogan: 'Promises power that keeps going when first responders and families need it most.',
      color: '#b87333',
      mark: 'D',
    },
  ],
  colors: [
    { name: 'Crimson', hex: '#b91c1c' },
    { name: 'Navy Steel', hex: '#1e3a5f' },
    { name: 'Charcoal', hex: '#1f2937' },
    { name: 'Victory Gold', hex: '#eab308' },
    { name: 'Bright White', hex: '#ffffff' },
  ],
  displayColor: DISPLAY_COLORS['The Hero'],
  image: '/images/archetypes/hero.svg',
};
