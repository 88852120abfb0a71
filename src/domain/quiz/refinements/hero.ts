import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Hero: which of its sub-archetypes fits best. */
export const heroRefinement: RefinementSet = {
  archetype: 'The Hero',
  questions: [
    {
      id: 104,
      text: 'What kind of challenge gets you out of bed in the morning?',
      options: [
        { text: 'Stepping in when a customer is in real trouble.', archetypeScores: { Rescuer: 3 } },
        { text: 'Going head-to-head with a tough rival and winning.', archetypeScores: { Warrior: 3 } },
        { text: 'Freeing people from something that has held them back.', archetypeScores: { Liberator: 3 } },
        { text: 'Beating my own best and then raising the bar again.', archetypeScores: { Athlete: 3 } },
      ],
    },
    {
      id: 105,
      text: 'How would your team describe you on a hard day?',
      options: [
        { text: 'Disciplined and steady, pacing myself for the long run.', archetypeScores: { Athlete: 3 } },
        { text: 'Pushing to remove whatever barrier is holding us back.', archetypeScores: { Liberator: 3 } },
        { text: 'Fierce, focused on the fight, and never giving ground.', archetypeScores: { Warrior: 3 } },
        { text: 'First to jump in when someone needs to be bailed out.', archetypeScores: { Rescuer: 3 } },
      ],
    },
    {
      id: 106,
      text: 'What kind of win would make you proudest?',
      options: [
        { text: 'Beating a powerful incumbent so customers finally have a choice.', archetypeScores: { Warrior: 2, Liberator: 2 } },
        { text: 'Pushing myself to the limit because someone was counting on me.', archetypeScores: { Athlete: 2, Rescuer: 2 } },
        { text: 'Outperforming the competition through sheer discipline and grit.', archetypeScores: { Warrior: 2, Athlete: 2 } },
        { text: 'Getting people out of a bad spot and giving them their freedom back.', archetypeScores: { Rescuer: 2, Liberator: 2 } },
      ],
    },
  ],
};
