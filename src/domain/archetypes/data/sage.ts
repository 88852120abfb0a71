import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const sage: Archetype = {
  name: 'The Sage',
  slug: 'sage',
  angle: 60,
  description:
    'The Sage brand seeks the truth and helps its customers understand their world well enough to make better decisions. It earns trust through expertise, evidence and clear thinking rather than hype.',
  traits: ['Wise', 'Knowledgeable', 'Analytical', 'Trustworthy'],
  subArchetypes: [
    {
      name: 'Mentor',
      description:
        'A Mentor brand teaches patiently, guiding customers step by step until they can master the subject on their own.',
    },
    {
      name: 'Detective',
      description:
        'A Detective brand digs beneath the surface, using investigation and data to expose what is really going on and why it matters.',
    },
    {
      name: 'Shaman',
      description:
        'A Shaman brand offers deeper, often spiritual or holistic insight, helping people make sense of questions that facts alone cannot answer.',
    },
    {
      name: 'Translator',
      description:
        'A Translator brand turns complex, technical or specialist knowledge into plain language that anyone can understand and act on.',
    },
  ],
  strategyInsight:
    'Make your expertise visible and useful: publish research, guides, benchmarks and honest explanations that help customers decide, even when the answer is not your product. Sage audiences are skeptical and will punish exaggeration, so cite sources, show your method and admit what you do not know. Organize your content so that people can go as deep as they want, with a clear summary for the busy reader and detail for the curious one. Above all, turn knowledge into action with a recommendation, a framework or a next step, because the Sage\'s trap is analysis that never leads anywhere.',
  brandExamples: [
    {
      name: 'Google',
      slogan: 'Organizes the world\'s information so any question is one search away from an answer.',
      color: '#4285f4',
      mark: 'G',
    },
    {
      name: 'TED',
      slogan: 'Gives big ideas a stage and a few focused minutes to change how people think.',
      color: '#e62b1e',
      mark: 'T',
    },
    {
      name: 'Harvard University',
      slogan: 'Trades on centuries of scholarship and the promise that rigorous thinking shapes leaders.',
      color: '#a51c30',
      mark: 'H',
    },
    {
      name: 'PBS',
      slogan: 'Offers thoughtful, ad-light programming that treats viewers of every age as curious learners.',
      color: '#2638c4',
      mark: 'P',
    },
  ],
  colors: [
    { name: 'Scholar Blue', hex: '#1d4ed8' },
    { name: 'Deep Navy', hex: '#1e293b' },
    { name: 'Slate Gray', hex: '#64748b' },
    { name: 'Parchment', hex: '#f5f0e1' },
    { name: 'Library Green', hex: '#2f5d50' },
  ],
  displayColor: DISPLAY_COLORS['The Sage'],
  image: '/images/archetypes/sage.svg',
};
