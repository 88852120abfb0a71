import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /ruler page. */
export const rulerPage: ArchetypePage = {
  tagline: 'Responsible, authoritative, and organized.',
  moreTraits: ['Stable', 'Decisive', 'Prestigious', 'Dependable'],
  longDescription: [
    "The Ruler's core desire is control, not for its own sake but to create order, prosperity and security. In Margaret Mark and Carol Pearson's model it sits with the Caregiver and the Creator among the archetypes that provide structure to the world. Its goal is a prosperous, successful family, company or community, and its strategy is to exercise power and leadership responsibly. The Ruler's gift is responsibility: it steps up, takes charge and makes things work.",
    'What the Ruler fears most is chaos and being overthrown. That fear drives its love of systems, standards and contingency plans. Its shadow is authoritarianism: rigidity, an inability to delegate, and a tendency to protect status over serving people. A Ruler brand in shadow becomes arrogant, bureaucratic or out of touch, and customers sense when prestige has replaced genuine quality and care.',
    'In brands, the Ruler shows up as leadership, stability and status. It appears in luxury goods, premium automobiles, banking and financial services, enterprise software, government and institutions that others depend on. Its marketing is composed and confident: heritage, craftsmanship, market leadership, exclusive membership and impeccable service. Customers choose a Ruler brand to feel in control, protected and recognized as someone who has arrived.',
    "The archetype fits a business that leads its market or sets its standards, offers a premium or mission-critical product, and serves customers who carry responsibility for others. It works especially well for B2B and high-value purchases where risk reduction matters more than novelty. It is a weaker fit for challenger brands or playful, casual products, where the Ruler's formality can feel distant or stuffy.",
  ],
  strategyPoints: [
    {
      text: 'Position your brand as the category standard with heritage, scale, credentials and measurable leadership.',
      icon: 'crown',
    },
    {
      text: "Reduce your customer's risk with guarantees, clear processes and dependable, premium service.",
      icon: 'shield',
    },
    {
      text: 'Express status through restraint, using consistent design systems, quality materials and exclusive access instead of loud claims.',
      icon: 'star',
    },
    {
      text: 'Give customers a sense of control with dashboards, concierge support and options that put them in charge.',
      icon: 'target',
    },
    {
      text: 'Set and publish standards for your industry, convening experts and partners so your brand leads the conversation.',
      icon: 'users',
    },
  ],
  messagingExamples: [
    'When everything else is uncertain, there is one choice you will never have to second-guess.',
    'Built for the people who are accountable for the outcome.',
  ],
  paletteNotes:
    'Royal navy and onyx project authority, stability and seriousness, while gold and bronze signal prestige, achievement and heritage. Use the metallic tones as accents on generous dark or ivory backgrounds so the palette feels composed and expensive rather than flashy.',
  typographyNotes:
    'Classic serifs with strong proportions, such as traditional Roman or Didone faces, convey heritage and authority in headlines. Pair them with a disciplined, well-spaced sans-serif for body text, and enforce a strict typographic hierarchy so every page feels orderly and controlled.',
  quote: 'True authority in a brand is measured by how safe its customers feel when everything around them is uncertain.',
  bars: [
    { label: 'Leadership', value: 98 },
    { label: 'Stability', value: 95 },
    { label: 'Responsibility', value: 92 },
  ],
  metaDescription:
    'The Ruler brand archetype: its drive for control and order, fears, sub-archetypes, brands like Rolex and Mercedes-Benz, plus colors, fonts and strategy tips.',
};
