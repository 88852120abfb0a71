import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Everyman: which of its sub-archetypes fits best. */
export const everymanRefinement: RefinementSet = {
  archetype: 'The Everyman',
  questions: [
    {
      id: 131,
      text: 'How do you most like to show up for your community?',
      options: [
        { text: 'Quietly doing the work people depend on every day.', archetypeScores: { Servant: 3 } },
        { text: 'Connecting people who really ought to know each other.', archetypeScores: { Networker: 3 } },
        { text: 'Pitching in and doing my part like everyone else.', archetypeScores: { Citizen: 3 } },
        { text: "Speaking up for regular folks who don't get heard.", archetypeScores: { Advocate: 3 } },
      ],
    },
    {
      id: 132,
      text: 'What role do you usually play on a team?',
      options: [
        { text: "The one who pushes back when someone's treated unfairly.", archetypeScores: { Advocate: 3 } },
        { text: 'The dependable team player who fits in anywhere.', archetypeScores: { Citizen: 3 } },
        { text: 'The one who knows someone for every problem.', archetypeScores: { Networker: 3 } },
        { text: 'The one who handles the unglamorous work unasked.', archetypeScores: { Servant: 3 } },
      ],
    },
    {
      id: 133,
      text: 'What would make your brand feel most down-to-earth?',
      options: [
        { text: 'Being the local spot where neighbors meet and feel at home.', archetypeScores: { Citizen: 2, Networker: 2 } },
        { text: 'Working hard behind the scenes to stand up for customers.', archetypeScores: { Advocate: 2, Servant: 2 } },
        { text: 'Being a humble, reliable part of everyday life.', archetypeScores: { Citizen: 2, Servant: 2 } },
        { text: 'Rallying people together behind a fair deal for everyone.', archetypeScores: { Advocate: 2, Networker: 2 } },
      ],
    },
  ],
};
