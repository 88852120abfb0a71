import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Caregiver: which of its sub-archetypes fits best. */
export const caregiverRefinement: RefinementSet = {
  archetype: 'The Caregiver',
  questions: [
    {
      id: 122,
      text: 'How do you most naturally look after your customers?',
      options: [
        { text: 'By being a gentle, kind presence that asks nothing in return.', archetypeScores: { Angel: 3 } },
        { text: 'By keeping them safe from risks they might not see coming.', archetypeScores: { Guardian: 3 } },
        { text: 'By helping them recover when something has gone wrong.', archetypeScores: { Healer: 3 } },
        { text: 'By going out of my way for anyone who needs a hand.', archetypeScores: { Samaritan: 3 } },
      ],
    },
    {
      id: 123,
      text: 'What would you most like customers to say about you?',
      options: [
        { text: '"They helped me feel whole again."', archetypeScores: { Healer: 3 } },
        { text: '"I always feel protected when I work with them."', archetypeScores: { Guardian: 3 } },
        { text: '"They help people even when there\'s nothing in it for them."', archetypeScores: { Samaritan: 3 } },
        { text: '"They showed up with kindness exactly when I needed it."', archetypeScores: { Angel: 3 } },
      ],
    },
    {
      id: 124,
      text: 'Which kind of support would you most like your brand to offer?',
      options: [
        { text: 'Quiet, generous kindness offered freely to anyone.', archetypeScores: { Samaritan: 2, Angel: 2 } },
        { text: 'Keeping people safe, and helping them mend when things go wrong.', archetypeScores: { Guardian: 2, Healer: 2 } },
        { text: 'Gentle, soothing support that helps people feel better.', archetypeScores: { Healer: 2, Angel: 2 } },
        { text: 'Stepping in to shield strangers who have no one else.', archetypeScores: { Guardian: 2, Samaritan: 2 } },
      ],
    },
  ],
};
