import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Magician: which of its sub-archetypes fits best. */
export const magicianRefinement: RefinementSet = {
  archetype: 'The Magician',
  questions: [
    {
      id: 101,
      text: 'When you bring something new to customers, what excites you most?',
      options: [
        { text: 'Testing an idea carefully and watching the data prove it right.', archetypeScores: { Scientist: 3 } },
        { text: 'Taking something ordinary and turning it into something remarkable.', archetypeScores: { Alchemist: 3 } },
        { text: 'Putting something out there that nobody has tried before.', archetypeScores: { Innovator: 3 } },
        { text: 'Building a system so solid that it just works, every time.', archetypeScores: { Engineer: 3 } },
      ],
    },
    {
      id: 102,
      text: 'Which compliment would mean the most to you?',
      options: [
        { text: '"Everything you built fits together perfectly."', archetypeScores: { Engineer: 3 } },
        { text: '"You were years ahead of everyone else."', archetypeScores: { Innovator: 3 } },
        { text: '"You completely changed how I see my situation."', archetypeScores: { Alchemist: 3 } },
        { text: '"Your results are backed by real evidence."', archetypeScores: { Scientist: 3 } },
      ],
    },
    {
      id: 103,
      text: 'How do you like to approach a breakthrough project?',
      options: [
        { text: 'I come up with a fresh concept that transforms how people live.', archetypeScores: { Alchemist: 2, Innovator: 2 } },
        { text: 'I run experiments, then turn what works into a dependable process.', archetypeScores: { Scientist: 2, Engineer: 2 } },
        { text: "I study what's really going on, then find a way to transform it.", archetypeScores: { Alchemist: 2, Scientist: 2 } },
        { text: 'I prototype a brand-new idea and keep refining how it works.', archetypeScores: { Engineer: 2, Innovator: 2 } },
      ],
    },
  ],
};
