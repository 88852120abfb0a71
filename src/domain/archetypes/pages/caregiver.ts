import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /caregiver page. */
export const caregiverPage: ArchetypePage = {
  tagline: 'Caring, generous, and compassionate.',
  moreTraits: ['Empathetic', 'Dependable', 'Selfless', 'Patient'],
  longDescription: [
    "The Caregiver is moved by compassion. In Mark and Pearson's model its core desire is to protect people from harm and help them thrive, its strategy is to do things for others, and its gift is generosity. Together with the Creator and the Ruler it belongs to the archetypes that give the world stability, and it does so by tending to people rather than by building or governing.",
    'Its fear is selfishness and ingratitude, in itself as much as in others. The shadow side is martyrdom: giving until it hurts, encouraging unhealthy dependence, or using guilt to motivate. In brand terms that shows up as a smothering tone, fear-based safety messaging, or charity campaigns that feel more like self-promotion than help. A healthy Caregiver leaves people more confident and capable, not more anxious.',
    "Caregiver brands show up wherever people need reassurance. Johnson & Johnson built its identity around caring for a baby, UNICEF speaks for children who cannot speak for themselves, Volvo made safety its defining promise, and Campbell's positions soup as comfort from the family kitchen. Their marketing favors real people, soft light, human hands and testimonials, and they treat customer service as part of the brand rather than as a cost center.",
    'The archetype fits healthcare and wellness, education, childcare, insurance, nonprofits, senior services, nourishing food, and any business whose customers are worried about someone they love. It rewards companies that can back the promise with operations such as generous returns, patient support and honest recalls. If your organization cannot deliver care at every touchpoint, the gap between message and experience will cost more trust than a less caring archetype would.',
  ],
  strategyPoints: [
    {
      icon: 'shield',
      text: 'Lead with safety and reliability, making certifications, guarantees and track records easy to find at the moment customers decide.',
    },
    {
      icon: 'heart',
      text: 'Tell real stories of people you have helped, in their own words, instead of claiming to care in general terms.',
    },
    {
      icon: 'hand',
      text: "Treat service as the brand's front line, with empathetic support, patient follow-up and policies that favor the customer in gray areas.",
    },
    {
      icon: 'users',
      text: 'Speak to the caregiver in your customer, whether parent, partner or nurse, and show how you make their job of caring easier.',
    },
    {
      icon: 'book',
      text: 'Educate generously with guides, checklists and advice that help people whether or not they ever buy from you.',
    },
  ],
  messagingExamples: ['You look after everyone else. Let us look after you.', 'Gentle enough for their first day, trusted for every day after.'],
  paletteNotes:
    'Caregiver palettes should feel calm and reassuring: a steady teal signals trust and health, while sage greens, powder blues and blush tones add warmth. Keep contrast comfortable rather than dramatic, and use plenty of cream or white space so pages feel airy and unhurried. Reserve the strongest color for calls to action and safety information.',
  typographyNotes:
    'Use rounded or humanist sans-serifs with open letterforms and generous spacing; they read as friendly and are easy on tired or anxious eyes. A soft serif can add warmth to headlines. Put legibility ahead of style, because large body sizes and a clear hierarchy are themselves acts of care.',
  quote: 'Customers forget what a Caregiver brand said, but they remember how safe it made them feel.',
  bars: [
    { label: 'Compassion', value: 98 },
    { label: 'Generosity', value: 95 },
    { label: 'Protection', value: 92 },
  ],
  metaDescription:
    'Discover the Caregiver brand archetype: its desire to protect, its shadow, sub-archetypes, brands like Volvo and UNICEF, colors, and strategy for marketers.',
};
