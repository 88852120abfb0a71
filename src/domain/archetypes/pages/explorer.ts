import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /explorer page. */
export const explorerPage: ArchetypePage = {
  tagline: 'Free-spirited, adventurous, and pioneering.',
  moreTraits: ['Self-reliant', 'Restless', 'Open-minded', 'Ambitious'],
  longDescription: [
    "The Explorer's core desire is the freedom to find out who it is by exploring the world. In Margaret Mark and Carol Pearson's model it sits with the Innocent and the Sage among the archetypes that yearn for fulfillment, and its route is the journey itself. Its strategy is to seek out new experiences and escape whatever feels confining, and its goal is a better, more authentic and more fulfilling life. Its gifts are autonomy, ambition and the courage to stay true to itself.",
    'The Explorer fears being trapped: by conformity, by routine, by an identity chosen for it by someone else, and ultimately by an inner emptiness. Its shadow is aimless wandering, the restlessness that keeps moving without ever arriving, and the alienation of the permanent outsider. An Explorer brand in shadow chases novelty for its own sake, changes direction too often, or becomes so aloof that customers cannot connect with it.',
    'In brands, the Explorer shows up as freedom and discovery. It appears in outdoor gear and adventure travel, in vehicles built for rough terrain, in media that opens up the world, and in products that let people customize their own route, from coffee to software. Its marketing is full of horizons, trails and solitary figures in vast landscapes, and its voice is understated and confident rather than loud. Customers buy an Explorer brand as a statement of independence.',
    "The archetype fits a business that helps people break out of the ordinary, whether through travel, the outdoors, new experiences or unconventional ways of living and working. It suits brands with authentic roots in the places or cultures they serve, and audiences who see themselves as independent and self-directed. It is a weaker fit for brands built on belonging, comfort or tight control, where the Explorer's restlessness can read as unreliability.",
  ],
  strategyPoints: [
    {
      text: 'Show your product in use on the journey, in real places and conditions, rather than in a studio.',
      icon: 'mountain',
    },
    {
      text: 'Give customers room to choose their own path with flexible options, customization and self-directed discovery.',
      icon: 'compass',
    },
    {
      text: 'Prove authenticity through field testing, durable build quality and honest stories from real customers.',
      icon: 'shield',
    },
    {
      text: 'Keep the brand fresh with new routes, limited editions and experiences so it never feels like routine.',
      icon: 'sparkles',
    },
    {
      text: 'Take a visible stand on protecting the places and communities your customers love to explore.',
      icon: 'heart',
    },
  ],
  messagingExamples: ['The map ends here. Your trip does not.', 'Built for the places without a signal, and the people who go looking for them.'],
  paletteNotes:
    'Earthy greens, clay and khaki come straight from the landscape and signal authenticity and durability. Sky blue adds openness and a sense of distance, and granite grounds the palette so it feels rugged rather than decorative.',
  typographyNotes:
    'Use sturdy, no-nonsense sans-serifs or rugged slab serifs that feel at home on a trail sign or a map. Condensed weights work well for headlines over wide photography, and simple, legible body text keeps the voice plainspoken and confident.',
  quote: 'An Explorer brand is a standing invitation to go one step farther than you planned.',
  bars: [
    { label: 'Freedom', value: 95 },
    { label: 'Adventure', value: 90 },
    { label: 'Authenticity', value: 85 },
  ],
  metaDescription:
    'The Explorer brand archetype guide: desire for freedom, fears, four sub-archetypes, brands like Patagonia and Jeep, colors, fonts and strategy for marketers.',
};
