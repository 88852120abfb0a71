import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Jester: which of its sub-archetypes fits best. */
export const jesterRefinement: RefinementSet = {
  archetype: 'The Jester',
  questions: [
    {
      id: 125,
      text: 'How do you like to make people smile?',
      options: [
        { text: 'By poking fun at things everyone else takes too seriously.', archetypeScores: { Provocateur: 3 } },
        { text: 'By surprising them with a new twist every single time.', archetypeScores: { Shapeshifter: 3 } },
        { text: 'By putting on a show that people remember for days.', archetypeScores: { Entertainer: 3 } },
        { text: 'By being silly and always laughing at myself first.', archetypeScores: { Clown: 3 } },
      ],
    },
    {
      id: 126,
      text: 'What would your ideal social media post be?',
      options: [
        { text: 'A goofy behind-the-scenes blooper from our team.', archetypeScores: { Clown: 3 } },
        { text: 'A polished, crowd-pleasing bit people share with friends.', archetypeScores: { Entertainer: 3 } },
        { text: 'Something completely different from our last post.', archetypeScores: { Shapeshifter: 3 } },
        { text: 'A cheeky jab at a tired cliché in our industry.', archetypeScores: { Provocateur: 3 } },
      ],
    },
    {
      id: 127,
      text: 'How would you describe your sense of humor?',
      options: [
        { text: 'Sharp and unpredictable, always changing its target.', archetypeScores: { Provocateur: 2, Shapeshifter: 2 } },
        { text: 'Goofy on the surface, with a pointed message underneath.', archetypeScores: { Clown: 2, Provocateur: 2 } },
        { text: 'Big and physical, the life of every party.', archetypeScores: { Entertainer: 2, Clown: 2 } },
        { text: 'Versatile, switching styles to win over any crowd.', archetypeScores: { Entertainer: 2, Shapeshifter: 2 } },
      ],
    },
  ],
};
