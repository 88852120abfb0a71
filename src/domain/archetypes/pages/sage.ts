import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /sage page. */
export const sagePage: ArchetypePage = {
  tagline: 'Wise, intelligent, and thoughtful.',
  moreTraits: ['Curious', 'Objective', 'Reflective', 'Articulate'],
  longDescription: [
    "The Sage's core desire is to find the truth. In Margaret Mark and Carol Pearson's model it belongs with the Innocent and the Explorer among the archetypes that seek fulfillment, and its route there is understanding. Its strategy is to gather information, reflect on it and think clearly, and its goal is to use intelligence and analysis to understand the world. The Sage believes that knowledge sets people free, and its gift to customers is wisdom they can act on.",
    'The Sage fears being duped, misled or ignorant, and it is wary of anyone who asks for belief without evidence. Its shadow is paralysis and detachment: studying the details forever, never committing to a view, or speaking down to people who know less. A Sage brand in shadow becomes dry, academic and cold, or hides behind jargon. The healthiest Sage brands are generous with what they know and confident enough to make a clear recommendation.',
    'In brands, the Sage shows up as authority built on substance. It appears in education and publishing, in research, consulting and analytics, in news organizations and reference tools, and in health or finance brands that lead with evidence. Its marketing explains rather than shouts: white papers, data-driven reports, thoughtful long-form content and expert voices. Customers buy from a Sage brand because they trust its judgment more than their own guesswork.',
    'The archetype fits a business whose value comes from expertise, accuracy or insight, and whose customers make considered, high-stakes decisions. It is a strong choice in B2B, professional services, education and any category where trust is earned slowly. It is a weaker fit for impulse purchases or products sold on fun and emotion, where a measured, explanatory voice can feel like a lecture.',
  ],
  strategyPoints: [
    {
      text: 'Publish original research, data or frameworks that your audience will cite and share with others.',
      icon: 'book',
    },
    {
      text: 'Show your sources and your method so skeptical customers can verify your claims for themselves.',
      icon: 'shield',
    },
    {
      text: 'Translate complex ideas into plain language and layered content, with a quick answer up front and depth for those who want it.',
      icon: 'lightbulb',
    },
    {
      text: 'Put credible experts, not celebrities, at the center of your brand so authority comes from real knowledge.',
      icon: 'users',
    },
    {
      text: 'End every piece of content with a clear recommendation or next step so insight turns into action.',
      icon: 'compass',
    },
  ],
  messagingExamples: [
    'We analyzed 10,000 campaigns so you do not have to guess what works.',
    'Understand the problem first. The right decision gets much easier.',
  ],
  paletteNotes:
    'Deep blues and navy convey intelligence, calm and credibility, while slate gray keeps the tone objective and measured. Parchment and library green add a scholarly warmth that keeps the brand from feeling clinical, and work well as backgrounds for long-form reading.',
  typographyNotes:
    'Classic book serifs suit headlines and long-form text, signaling tradition, depth and careful thought. Pair them with a neutral sans-serif for data, charts and interface elements, and give body text generous line spacing so dense content stays easy to read.',
  quote: 'The Sage does not ask to be believed; it shows its work and lets the evidence speak.',
  bars: [
    { label: 'Wisdom', value: 98 },
    { label: 'Truth', value: 95 },
    { label: 'Understanding', value: 90 },
  ],
  metaDescription:
    'Discover The Sage brand archetype: its quest for truth, fears, sub-archetypes, brands like Google and TED, plus colors, fonts and messaging that build trust.',
};
