import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /everyman page. */
export const everymanPage: ArchetypePage = {
  tagline: 'Relatable, authentic, and down-to-earth.',
  moreTraits: ['Friendly', 'Dependable', 'Inclusive', 'Humble'],
  longDescription: [
    'The Everyman, which Mark and Pearson also call the Regular Guy or Gal, wants above all to belong. Its goal is connection with others, its strategy is to develop ordinary, solid virtues and a common touch, and its gift is realism, empathy and a lack of pretense. Alongside the Jester and the Lover it belongs to the archetypes that seek belonging, and the Everyman finds it by being one of the crowd.',
    'Its core fear is being left out or standing apart from the group. The shadow is losing itself in the effort to fit in: becoming bland, following the herd, or settling for superficial relationships. Everyman brands in their shadow chase every trend, flatter customers, or grow so generic that nothing about them is memorable. A healthy Everyman is confident in its ordinariness and stands up for the people it serves.',
    "Everyman brands show up as dependable parts of daily life. IKEA makes well-designed furniture affordable for most households, Target pairs everyday essentials with accessible style, Levi's made jeans a uniform first for working people and then for everyone, and Walmart built its promise on low prices for ordinary families. Their marketing features recognizable people and homes, warm humor and straightforward claims about value.",
    'The archetype suits mass-market retail, groceries, household goods, casual dining, everyday apparel, telecoms and utilities, and local service businesses such as hardware stores, diners and trades. It is a strong choice for challengers taking on elitist or intimidating competitors with a more accessible offer. It fits poorly with luxury, exclusivity or cutting-edge positioning, where customers pay precisely in order to stand out.',
  ],
  strategyPoints: [
    {
      icon: 'users',
      text: 'Cast real customers in everyday settings so people see their own homes, jobs and budgets reflected in your marketing.',
    },
    {
      icon: 'megaphone',
      text: 'Write the way your customers talk, cutting jargon and inflated claims in favor of plain, honest language.',
    },
    {
      icon: 'hand',
      text: 'Make value obvious with transparent pricing, fair policies and no hidden fees or fine-print surprises.',
    },
    {
      icon: 'heart',
      text: 'Invest in local community ties, from sponsorships to employee volunteering, that show the brand is a good neighbor.',
    },
    {
      icon: 'target',
      text: 'Develop a few distinctive signature assets, such as a color, a character or a phrase, so an approachable brand never becomes a forgettable one.',
    },
  ],
  messagingExamples: ['Good stuff for real life, at prices that make sense.', 'No fuss, no fine print. Just what you need, when you need it.'],
  paletteNotes:
    'Everyman palettes feel familiar and grounded: an honest olive green with denim blue, brick red and natural neutrals that recall workwear, kitchens and main streets. Avoid anything that reads as luxurious or trendy, such as metallics or neon. Warm, slightly muted tones keep the brand approachable across stores, packaging and screens.',
  typographyNotes:
    'Use sturdy, friendly sans-serifs or simple slab serifs that feel straightforward and read well at any size. Skip ornate scripts and high-contrast fashion serifs, which signal exclusivity. Sentence-case headlines and conversational copy make the brand sound like a neighbor rather than a corporation.',
  quote: 'The Everyman brand does not need to impress anyone; it just needs to show up for everyone.',
  bars: [
    { label: 'Belonging', value: 95 },
    { label: 'Authenticity', value: 92 },
    { label: 'Reliability', value: 90 },
  ],
  metaDescription:
    "Explore the Everyman brand archetype: the need to belong, its shadow, four sub-archetypes, brands like IKEA and Levi's, palette, type and honest messaging tips.",
};
