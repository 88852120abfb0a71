import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /jester page. */
export const jesterPage: ArchetypePage = {
  tagline: 'Playful, funny, and light-hearted.',
  moreTraits: ['Clever', 'Fun-loving', 'Mischievous', 'Carefree'],
  longDescription: [
    'The Jester wants to live in the moment with full enjoyment. Mark and Pearson describe an archetype whose goal is to have a great time and lighten up the world, whose strategy is play, jokes and fun, and whose gift is joy. It sits with the Lover and the Everyman among the archetypes that seek belonging and connection, and the Jester connects people through shared laughter.',
    'Its greatest fear is boredom, whether being bored or being boring. The shadow is frivolity and wasted time, and at worst humor that turns mean, cynical or careless. Jester brands get into trouble when a joke punches down, when irony becomes a way to dodge accountability, or when the brand is so busy being funny that nobody remembers what it sells. The best Jesters take their comedy seriously and tie it tightly to the product.',
    "In marketing, the Jester is the brand people actually choose to watch. Old Spice reinvented an old-fashioned grooming brand through absurdist ads, M&M's gave each candy color a personality, Skittles built a surreal comic world around its rainbow, and GEICO turned insurance, a category most people dread, into a long-running comedy series. Jester brands thrive on social media, in memes and in real-time marketing, where wit is rewarded with reach.",
    'The archetype suits consumer brands in snacks, drinks, entertainment, games, toys and personal care, as well as challengers in dull or intimidating categories that need to disarm buyers. It works especially well for low-involvement purchases where being remembered decides the sale. It is risky for businesses whose customers feel vulnerable, such as healthcare or debt relief, unless the humor is gentle and the competence is unmistakable.',
  ],
  strategyPoints: [
    {
      icon: 'smile',
      text: 'Anchor every joke in a real product truth or customer frustration so the laugh makes your point for you.',
    },
    {
      icon: 'star',
      text: 'Create recurring characters, formats or running gags that build recognition and reward long-time fans.',
    },
    {
      icon: 'megaphone',
      text: 'Give your social team clear guardrails and fast approvals so the brand can join cultural moments while they are still fresh.',
    },
    {
      icon: 'flame',
      text: 'Turn the dullest or most dreaded part of your category into your signature comic territory.',
    },
    {
      icon: 'shield',
      text: "Set firm limits on humor: never punch down, never mock customers' real problems, and have a plan ready for when a joke misfires.",
    },
  ],
  messagingExamples: ['Warning: may cause uncontrollable snacking and mild smugness.', 'Adulting is hard. Laundry should not be.'],
  paletteNotes:
    'Jester palettes are bright, saturated and unexpected: a punchy magenta anchor with sunny yellows, oranges and limes in high-energy combinations. Clashing on purpose is allowed, but keep one anchor color consistent so the brand stays recognizable. Check text contrast carefully, since bright yellows and limes need dark type to stay readable.',
  typographyNotes:
    'Choose chunky, rounded or quirky display faces with bounce and personality, and do not be afraid of oversized headlines or playful layouts. Keep body copy in a friendly, highly legible sans-serif so the jokes land without effort. Use novelty fonts in short bursts only, because a whole page of them stops being funny.',
  quote: 'The Jester earns attention with a laugh and keeps it by making the joke true.',
  bars: [
    { label: 'Joy', value: 95 },
    { label: 'Humor', value: 92 },
    { label: 'Spontaneity', value: 90 },
  ],
  metaDescription:
    "What is the Jester brand archetype? Learn its core desire, shadow, sub-archetypes, brands like Old Spice and M&M's, colors, and how to use humor in marketing.",
};
