import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Outlaw: which of its sub-archetypes fits best. */
export const outlawRefinement: RefinementSet = {
  archetype: 'The Outlaw',
  questions: [
    {
      id: 134,
      text: 'What kind of rebellion suits you best?',
      options: [
        { text: 'Doing it my own way and ignoring the playbook.', archetypeScores: { Maverick: 3 } },
        { text: 'Fixing a broken system from the inside out.', archetypeScores: { Reformer: 3 } },
        { text: 'Betting everything on an idea others think is crazy.', archetypeScores: { Gambler: 3 } },
        { text: 'Rallying people around a cause and demanding change.', archetypeScores: { Activist: 3 } },
      ],
    },
    {
      id: 135,
      text: 'What frustrates you most about your industry?',
      options: [
        { text: "Everyone's too scared to take a real risk.", archetypeScores: { Gambler: 3 } },
        { text: 'It ignores the harm it does to people and the planet.', archetypeScores: { Activist: 3 } },
        { text: "Its outdated structures don't help anyone anymore.", archetypeScores: { Reformer: 3 } },
        { text: "It punishes anyone who doesn't fit the mold.", archetypeScores: { Maverick: 3 } },
      ],
    },
    {
      id: 136,
      text: 'How would you shake things up?',
      options: [
        { text: 'Go it alone and stake everything on my own instincts.', archetypeScores: { Gambler: 2, Maverick: 2 } },
        { text: "Take a huge public risk to stand up for what's right.", archetypeScores: { Activist: 2, Gambler: 2 } },
        { text: 'Quietly rewrite how things work, on my own terms.', archetypeScores: { Maverick: 2, Reformer: 2 } },
        { text: 'Build a movement that forces the old system to change.', archetypeScores: { Activist: 2, Reformer: 2 } },
      ],
    },
  ],
};
