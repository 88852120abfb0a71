import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Explorer: which of its sub-archetypes fits best. */
export const explorerRefinement: RefinementSet = {
  archetype: 'The Explorer',
  questions: [
    {
      id: 110,
      text: 'What does your ideal week at work look like?',
      options: [
        { text: 'Juggling lots of different projects and learning a bit of everything.', archetypeScores: { Generalist: 3 } },
        { text: 'Opening up a market or category that nobody has touched yet.', archetypeScores: { Pioneer: 3 } },
        { text: 'Stepping back to ask whether this work still feels true to me.', archetypeScores: { Seeker: 3 } },
        { text: 'Something unpredictable, with a little risk and a lot of thrill.', archetypeScores: { Adventurer: 3 } },
      ],
    },
    {
      id: 111,
      text: 'Why do you think customers come to you?',
      options: [
        { text: 'We make their lives feel bigger and more exciting.', archetypeScores: { Adventurer: 3 } },
        { text: "We help them figure out what they're truly looking for.", archetypeScores: { Seeker: 3 } },
        { text: 'We got somewhere first, and they want to be there too.', archetypeScores: { Pioneer: 3 } },
        { text: 'We can help with a wide range of needs in one place.', archetypeScores: { Generalist: 3 } },
      ],
    },
    {
      id: 112,
      text: 'What kind of journey do you want your brand to invite people on?',
      options: [
        { text: 'A bold experience that changes how they see themselves.', archetypeScores: { Adventurer: 2, Seeker: 2 } },
        { text: 'A first look at new ground, with something for every interest.', archetypeScores: { Pioneer: 2, Generalist: 2 } },
        { text: 'A wide-ranging search that helps them discover who they are.', archetypeScores: { Generalist: 2, Seeker: 2 } },
        { text: 'A thrilling trip into territory no one has mapped yet.', archetypeScores: { Adventurer: 2, Pioneer: 2 } },
      ],
    },
  ],
};
