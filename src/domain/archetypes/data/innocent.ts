import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const innocent: Archetype = {
  name: 'The Innocent',
  slug: 'innocent',
  angle: 120,
  description:
    'The Innocent brand offers goodness, simplicity and the promise that things can be right with the world. It wins trust by being honest, wholesome and reliably pleasant, so customers feel safe and optimistic every time they choose it.',
  traits: ['Optimistic', 'Honest', 'Pure', 'Trusting'],
  subArchetypes: [
    {
      name: 'Child',
      description:
        'A Child brand captures wonder and playful simplicity, inviting customers to see the world with fresh, uncomplicated eyes.',
    },
    {
      name: 'Dreamer',
      description:
        'A Dreamer brand paints a gentle picture of a better tomorrow and lets customers feel that its product brings them a little closer to it.',
    },
    {
      name: 'Idealist',
      description:
        'An Idealist brand stands for doing the right thing, with clean ingredients, fair practices and values that it lives by in plain sight.',
    },
    {
      name: 'Muse',
      description:
        'A Muse brand inspires through beauty, grace and positivity, lifting customers\' spirits and encouraging them to see the good in themselves.',
    },
  ],
  strategyInsight:
    'Keep everything simple, honest and sunny: short ingredient lists, plain-language promises, clean design and a tone of voice that feels like a kind friend. The Innocent customer is buying reassurance, so remove anything that adds worry, from hidden fees and fine print to aggressive sales tactics. Use nostalgia, nature and small everyday joys to evoke a feeling of paradise regained, and make your values visible in how you source, treat people and give back. Guard the archetype\'s credibility carefully, because a single scandal or broken promise damages an Innocent brand far more than it would a Hero or an Outlaw.',
  brandExamples: [
    {
      name: 'Coca-Cola',
      slogan: 'Bottles a simple moment of shared happiness and serves it the same way everywhere.',
      color: '#f40009',
      mark: 'CC',
    },
    {
      name: 'Dove',
      slogan: 'Celebrates natural, real beauty and treats self-care as a gentle act of kindness.',
      color: '#0b2d71',
      mark: 'D',
    },
    {
      name: 'Nintendo',
      slogan: 'Makes play feel wholesome and welcoming for every age in the living room.',
      color: '#e60012',
      mark: 'N',
    },
    {
      name: 'Whole Foods Market',
      slogan: 'Promises food that is as natural and wholesome as it looks on the shelf.',
      color: '#00674b',
      mark: 'WF',
    },
  ],
  colors: [
    { name: 'Cloud White', hex: '#ffffff' },
    { name: 'Morning Sky', hex: '#bae6fd' },
    { name: 'Clear Blue', hex: '#0369a1' },
    { name: 'Buttercup', hex: '#fde68a' },
    { name: 'Blush Pink', hex: '#fbcfe8' },
  ],
  displayColor: DISPLAY_COLORS['The Innocent'],
  image: '/images/archetypes/innocent.svg',
};
