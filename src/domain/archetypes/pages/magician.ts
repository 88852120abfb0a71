import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /magician page. */
export const magicianPage: ArchetypePage = {
  tagline: 'Visionary, inventive, and charismatic.',
  moreTraits: ['Catalytic', 'Intuitive', 'Imaginative', 'Win-win minded'],
  longDescription: [
    'The Magician wants to understand the fundamental laws of how things work and to use that knowledge to make dreams come true. In Carol Pearson and Margaret Mark\'s model it sits with the Hero and the Outlaw among the archetypes that leave a mark on the world, but its tool is neither force nor rebellion. It is insight. The Magician\'s motto could be "I make things happen," and its strategy is to develop a vision and live by it until reality catches up.',
    'Its deepest fear is unintended negative consequences: the spell that backfires. The shadow side is manipulation, using a sense of mystery to promise more than can be delivered or to steer people against their own interests. Magician brands that overreach lose trust quickly, because their whole appeal rests on the belief that the transformation is real. The gift, when the archetype is healthy, is the ability to find win-win outcomes, where the customer, the brand and the wider world all end up better off.',
    'In brands, the Magician shows up as a promise of change. It appears in technology that feels like sorcery, in beauty and wellness products sold on visible results, in entertainment built on wonder, and in services that take a painful process and make it disappear. Its marketing leans on reveals, demonstrations and sensory moments: the product unveiled on stage, the before-and-after image, the interface that simply anticipates what you want.',
    "The archetype fits a business whose product genuinely changes the customer's state, whether that is their skills, appearance, mood, productivity or sense of what is possible. It suits founders with a strong vision and products that are hard to explain but easy to feel. It is a poor fit if your offer is incremental, commoditized or sold mainly on price, because the Magician's promises raise expectations that an ordinary product cannot meet.",
  ],
  strategyPoints: [
    {
      text: 'Define the before-and-after state of your customer in one sentence and build every campaign around that transformation.',
      icon: 'sparkles',
    },
    {
      text: 'Stage launches and demos as reveals, letting the audience see the result before you explain the mechanism.',
      icon: 'star',
    },
    {
      text: 'Back every bold claim with proof such as data, testimonials or live demonstrations so wonder never slides into hype.',
      icon: 'shield',
    },
    {
      text: 'Remove visible friction from the customer journey, because a Magician brand should make hard things feel effortless.',
      icon: 'lightbulb',
    },
    {
      text: 'Articulate a long-term vision of the world your product makes possible and invite customers to help bring it about.',
      icon: 'compass',
    },
  ],
  messagingExamples: ['What used to take your team a week now happens before your coffee cools.', 'You bring the idea. We make it real.'],
  paletteNotes:
    'Deep violets and midnight indigos signal mystery, imagination and a world beyond the everyday, while a touch of gold suggests alchemy and value created from nothing. Use the dark tones as a stage and reserve gold and silver for the moment of reveal, such as a call to action or a product highlight.',
  typographyNotes:
    "Pair a refined, high-contrast serif or an elegant geometric display face for headlines with a clean, modern sans-serif for body text. The contrast between the two mirrors the Magician's blend of wonder and precision. Keep layouts spacious so each reveal has room to land.",
  quote: 'The Magician does not sell a product; it sells the moment the customer realizes life has changed.',
  bars: [
    { label: 'Transformation', value: 98 },
    { label: 'Vision', value: 95 },
    { label: 'Wonder', value: 92 },
  ],
  metaDescription:
    'The Magician brand archetype explained: its core desire, fears, sub-archetypes, brand examples like Disney and Tesla, colors, and strategy for marketers.',
};
