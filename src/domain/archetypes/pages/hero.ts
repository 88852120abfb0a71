import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /hero page. */
export const heroPage: ArchetypePage = {
  tagline: 'Brave, determined, and honorable.',
  moreTraits: ['Resilient', 'Goal-driven', 'Protective', 'Principled'],
  longDescription: [
    "The Hero's core desire is to prove its worth through courageous action. In Margaret Mark and Carol Pearson's model it belongs with the Outlaw and the Magician among the archetypes that want to leave a mark on the world, and its chosen path is mastery. Its strategy is to become as strong and competent as possible, and its goal is to use that strength to improve the world around it. The Hero's gift is courage paired with skill: it does not just want to win, it wants to deserve the win.",
    'What the Hero fears most is weakness, vulnerability and being seen to give up. Its shadow is arrogance, and the restless need for a new enemy once the last one is beaten. A Hero brand in shadow becomes aggressive, dismissive of those who struggle, or so focused on winning that it forgets why the fight mattered. The healthiest Hero brands stay honorable, fight for something beyond themselves, and respect both their customers and their competitors.',
    'In brands, the Hero shows up as performance and resolve. It appears in sportswear, fitness and nutrition, in logistics and emergency services that succeed under pressure, in tools and vehicles built to endure, and in causes that confront an injustice. Its marketing is full of struggle and triumph: the early-morning training session, the impossible deadline met, the underdog who refuses to quit. Customers buy a Hero brand to become a stronger version of themselves.',
    "The archetype fits a business whose product measurably helps people perform, overcome a hard problem or protect what matters. It works best in competitive categories where customers want an edge and where you can back claims with proof. It is a weaker fit for brands built on comfort, indulgence or calm, where the Hero's intensity can feel like pressure rather than inspiration.",
  ],
  strategyPoints: [
    {
      text: 'Make the customer the hero of every story and position your brand as the gear, coach or ally that helps them win.',
      icon: 'target',
    },
    {
      text: 'Name a specific challenge or opponent in your messaging so customers know exactly what they are fighting.',
      icon: 'flame',
    },
    {
      text: 'Prove performance with hard evidence such as results, benchmarks, guarantees and endorsements from people who have done the hard thing.',
      icon: 'shield',
    },
    {
      text: 'Show the effort behind the win, including training, setbacks and persistence, so ordinary customers can see themselves in the story.',
      icon: 'mountain',
    },
    {
      text: 'Tie your brand to a cause larger than sales so its strength is clearly used to protect or lift others.',
      icon: 'star',
    },
  ],
  messagingExamples: [
    'The finish line does not care how you feel this morning. Show up anyway.',
    'When the deadline is impossible, we are the ones who make it.',
  ],
  paletteNotes:
    'Bold crimson signals energy, urgency and courage, while navy and charcoal add the discipline and reliability a Hero must also project. Use gold sparingly to mark achievement, such as milestones, awards or the final call to action, and keep plenty of white for clarity and confidence.',
  typographyNotes:
    'Choose strong, condensed sans-serifs or sturdy slab serifs in heavy weights for headlines, often set in uppercase for impact. Keep body text in a clean, highly legible sans-serif, and favor short, punchy lines that read like a call to action.',
  quote: 'Heroes are not born ready; they are built by every challenge they refuse to walk away from.',
  bars: [
    { label: 'Courage', value: 95 },
    { label: 'Determination', value: 90 },
    { label: 'Mastery', value: 85 },
  ],
  metaDescription:
    'The Hero brand archetype: core desire, fears, strengths, sub-archetypes, brand examples like Nike and FedEx, colors, fonts and messaging tips for marketers.',
};
