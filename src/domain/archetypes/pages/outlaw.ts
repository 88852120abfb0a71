import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /outlaw page. */
export const outlawPage: ArchetypePage = {
  tagline: 'Revolutionary, wild, and disruptive.',
  moreTraits: ['Edgy', 'Fearless', 'Provocative', 'Raw'],
  longDescription: [
    "The Outlaw, also called the Rebel, wants revolution. In Mark and Pearson's model its goal is to overturn what is not working, its strategy is to disrupt, destroy or shock, and its gift is outrageousness and radical freedom. It belongs with the Hero and the Magician among the archetypes that seek risk, mastery and change; where the Hero fights within the rules, the Outlaw rewrites them.",
    'Its deepest fear is being powerless, trivial or ineffectual. The shadow is crossing over to the dark side: rebellion that turns into cruelty, lawbreaking or nihilism, or posturing with nothing to fight for. Outlaw brands in their shadow stage shocks for attention, alienate anyone who is not in on it, or borrow a counterculture they do not belong to. The strongest Outlaws rebel for something, not just against something.',
    'Outlaw brands mark their territory with attitude. Harley-Davidson sells the open road as an escape from conformity, Virgin built an empire by attacking complacent incumbents in airlines, music and telecoms, Diesel ran provocative campaigns that mocked conventional fashion advertising, and Liquid Death sells canned water with heavy-metal irreverence. Their visual language is dark, raw and high contrast, and their communities often behave like tribes.',
    "The archetype fits challenger brands in stale, distrusted or heavily regulated categories, as well as motorcycles, spirits, streetwear, music, gaming, tattoo culture and other subcultures. It suits founders who genuinely reject their industry's norms and have a model that proves it. It is a poor fit for businesses that must project caution and compliance, such as banks or hospitals, unless the rebellion is aimed squarely at customers' frustrations with those very systems.",
  ],
  strategyPoints: [
    {
      icon: 'target',
      text: 'Name a specific enemy, whether an outdated practice, a hidden fee or a lazy convention, and position every message against it.',
    },
    {
      icon: 'flame',
      text: 'Make the rebellion real in your product, pricing or business model so the attitude is backed by a genuine alternative.',
    },
    {
      icon: 'users',
      text: 'Build an insider tribe with its own language, rituals, merchandise and events that customers wear as a badge.',
    },
    {
      icon: 'megaphone',
      text: 'Use provocation deliberately, with a clear point behind every stunt and a plan for the reaction it will draw.',
    },
    {
      icon: 'compass',
      text: 'Hold a moral line by rebelling on behalf of your customers, never at the expense of the people you serve.',
    },
  ],
  messagingExamples: [
    'The rules were written by people who never had to follow them. We stopped reading.',
    'Built for people who were told to sit down and stayed standing.',
  ],
  paletteNotes:
    'Outlaw palettes are dark and high-contrast: charcoal and jet black set an uncompromising mood, blood red brings aggression and urgency, and metallic grays add an industrial edge. Use red sparingly so it strikes like a warning sign. Grain, rough textures and distressed finishes help the colors feel lived-in rather than corporate.',
  typographyNotes:
    'Heavy condensed sans-serifs, stencils, blackletter touches and distressed or hand-lettered type all suit the Outlaw. Set headlines large and tight, break the grid on purpose, and let type collide with imagery. Keep body text clean and readable, because a rebellion nobody can read recruits nobody.',
  quote: 'The Outlaw brand gives customers permission to be who they were told not to be.',
  bars: [
    { label: 'Rebellion', value: 95 },
    { label: 'Independence', value: 90 },
    { label: 'Disruption', value: 88 },
  ],
  metaDescription:
    'The Outlaw brand archetype explained: its drive for revolution, fear, shadow, sub-archetypes, brands like Harley-Davidson and Virgin, colors, and strategy.',
};
