import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Innocent: which of its sub-archetypes fits best. */
export const innocentRefinement: RefinementSet = {
  archetype: 'The Innocent',
  questions: [
    {
      id: 113,
      text: 'What kind of moment do you most want your brand to create?',
      options: [
        { text: 'A reminder that doing the right thing still matters.', archetypeScores: { Idealist: 3 } },
        { text: 'A simple moment of pure fun and wonder.', archetypeScores: { Child: 3 } },
        { text: 'A spark that moves someone to make something beautiful.', archetypeScores: { Muse: 3 } },
        { text: 'A glimpse of how wonderful life could be.', archetypeScores: { Dreamer: 3 } },
      ],
    },
    {
      id: 114,
      text: 'When things get tough, what keeps you going?',
      options: [
        { text: "Picturing the bright future we're working toward.", archetypeScores: { Dreamer: 3 } },
        { text: 'Seeing how our work lifts up other people.', archetypeScores: { Muse: 3 } },
        { text: 'Knowing our values are worth standing by.', archetypeScores: { Idealist: 3 } },
        { text: 'Finding the fun in it and not overthinking things.', archetypeScores: { Child: 3 } },
      ],
    },
    {
      id: 115,
      text: "How would you describe your brand's outlook?",
      options: [
        { text: 'Hopeful and principled, sure the world can be better.', archetypeScores: { Dreamer: 2, Idealist: 2 } },
        { text: 'Light and joyful, sparking creativity in everyone nearby.', archetypeScores: { Child: 2, Muse: 2 } },
        { text: 'Principled and uplifting, encouraging others to do their best.', archetypeScores: { Idealist: 2, Muse: 2 } },
        { text: 'Playful and wide-eyed, always imagining something better.', archetypeScores: { Child: 2, Dreamer: 2 } },
      ],
    },
  ],
};
