import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const jester: Archetype = {
  name: 'The Jester',
  slug: 'jester',
  angle: 240,
  description:
    'The Jester brand lives in the moment and wants everyone to enjoy it. It uses humor, play and irreverence to cut through seriousness, and it wins affection by making customers laugh, relax and feel let in on the joke.',
  traits: ['Playful', 'Witty', 'Irreverent', 'Spontaneous'],
  subArchetypes: [
    {
      name: 'Entertainer',
      description:
        'Puts on a show, using humor, spectacle and memorable characters to make every touchpoint something people want to watch and share.',
    },
    {
      name: 'Clown',
      description:
        'Leans into silliness and self-deprecation, happily laughing at itself so customers feel relaxed and in on the joke.',
    },
    {
      name: 'Provocateur',
      description:
        'Uses wit with an edge, poking fun at category conventions, competitors or pretension to make a serious point while getting a laugh.',
    },
    {
      name: 'Shapeshifter',
      description:
        'Stays nimble and surprising, constantly reinventing its formats, characters and jokes to ride culture in real time.',
    },
  ],
  strategyInsight:
    'Humor works as strategy only when it serves a truth about your product or your customers, so find the real tension in your category, whether tedium, pretension or awkwardness, and make that the joke. Build recurring characters, formats and running gags that compound recognition over time, and give your social team the freedom and speed to react to culture while it is still fresh. Keep one thing serious: the product and the service must work, because a Jester that lets customers down stops being funny very quickly. Avoid the shadow of cruelty and cynicism by laughing with your audience and at yourself, never at the people you serve.',
  brandExamples: [
    {
      name: 'Old Spice',
      slogan: 'Rescued a dusty grooming brand with gloriously absurd, over-the-top comedy.',
      color: '#b8202f',
      mark: 'OS',
    },
    {
      name: 'M&M\'s',
      slogan: 'Gives every candy color its own personality and lets them squabble on screen.',
      color: '#4f2c1d',
      mark: 'M',
    },
    {
      name: 'Skittles',
      slogan: 'Builds a surreal comic universe around a bag of rainbow-colored candy.',
      color: '#e21836',
      mark: 'S',
    },
    {
      name: 'GEICO',
      slogan: 'Turns a dreaded purchase like car insurance into a long-running comedy series.',
      color: '#1b3d7c',
      mark: 'G',
    },
  ],
  colors: [
    { name: 'Magenta', hex: '#a21caf' },
    { name: 'Sunshine', hex: '#facc15' },
    { name: 'Tangerine', hex: '#fb923c' },
    { name: 'Lime', hex: '#84cc16' },
    { name: 'Bright Sky', hex: '#38bdf8' },
  ],
  displayColor: DISPLAY_COLORS['The Jester'],
  image: '/images/archetypes/jester.svg',
};
