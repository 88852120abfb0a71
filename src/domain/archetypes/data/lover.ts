import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const lover: Archetype = {
  name: 'The Lover',
  slug: 'lover',
  angle: 270,
  description:
    'The Lover brand seeks intimacy, pleasure and deep connection. It appeals to the senses and the heart, and it makes customers feel desired, special and emotionally bound to the people and experiences they cherish.',
  traits: ['Passionate', 'Sensual', 'Intimate', 'Appreciative'],
  subArchetypes: [
    {
      name: 'Romantic',
      description:
        'Sells longing and desire, wrapping its products in beauty, emotion and the promise of unforgettable moments.',
    },
    {
      name: 'Companion',
      description:
        'Acts as a loyal, warm presence in customers\' lives, emphasizing closeness, trust and relationships that deepen over time.',
    },
    {
      name: 'Hedonist',
      description:
        'Celebrates indulgence and the senses, inviting customers to savor taste, touch and pleasure without apology.',
    },
    {
      name: 'Matchmaker',
      description:
        'Brings people together, building its value around connection and chemistry and helping customers find their person or their tribe.',
    },
  ],
  strategyInsight:
    'Lover brands sell how it feels, so invest in sensory detail that customers can almost touch, taste or smell through the screen: texture, light, skin, fabric and close-ups. Treat every touchpoint as a moment of seduction, from packaging that rewards slow unwrapping to service that remembers names and preferences. Build exclusivity and ritual through limited editions, gifting occasions and personal touches, so buying from you feels like a gesture rather than a transaction. Stay clear of the shadow of objectification and insecurity-driven selling; the modern Lover makes customers feel already worthy of love, not inadequate without the product.',
  brandExamples: [
    {
      name: 'Chanel',
      slogan: 'Turns fragrance and couture into a lasting signature of allure.',
      color: '#000000',
      mark: 'C',
    },
    {
      name: 'Tiffany & Co.',
      slogan: 'Made a single shade of blue stand for love and lifelong commitment.',
      color: '#81d8d0',
      mark: 'T',
    },
    {
      name: 'Godiva',
      slogan: 'Presents chocolate as an act of indulgence and a gesture of affection.',
      color: '#a67c52',
      mark: 'G',
    },
    {
      name: 'Victoria\'s Secret',
      slogan: 'Built a lingerie empire on romance, glamour and feeling desirable.',
      color: '#e0457b',
      mark: 'VS',
    },
  ],
  colors: [
    { name: 'Rose', hex: '#be185d' },
    { name: 'Burgundy', hex: '#7a1237' },
    { name: 'Blush', hex: '#f9d3e0' },
    { name: 'Champagne', hex: '#e8d3a9' },
    { name: 'Plum', hex: '#4a1d3f' },
  ],
  displayColor: DISPLAY_COLORS['The Lover'],
  image: '/images/archetypes/lover.svg',
};
