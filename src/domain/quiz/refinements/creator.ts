import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Creator: which of its sub-archetypes fits best. */
export const creatorRefinement: RefinementSet = {
  archetype: 'The Creator',
  questions: [
    {
      id: 119,
      text: 'Which part of building your brand do you enjoy most?',
      options: [
        { text: 'Getting the look, the feel, and the craft exactly right.', archetypeScores: { Artist: 3 } },
        { text: 'Turning an idea into a business that actually sells.', archetypeScores: { Entrepreneur: 3 } },
        { text: 'Imagining what it could become years from now.', archetypeScores: { Visionary: 3 } },
        { text: 'Shaping the story we tell about who we are.', archetypeScores: { Storyteller: 3 } },
      ],
    },
    {
      id: 120,
      text: 'What do you hope customers notice first about your work?',
      options: [
        { text: "That there's a meaningful story behind everything.", archetypeScores: { Storyteller: 3 } },
        { text: "That it points toward a future they hadn't pictured.", archetypeScores: { Visionary: 3 } },
        { text: 'That it solves a real problem at a fair price.', archetypeScores: { Entrepreneur: 3 } },
        { text: 'That every detail has been made with real craft.', archetypeScores: { Artist: 3 } },
      ],
    },
    {
      id: 121,
      text: 'How would you describe your process when you make something new?',
      options: [
        { text: 'I picture what comes next and write the narrative that gets us there.', archetypeScores: { Visionary: 2, Storyteller: 2 } },
        { text: 'I make beautiful things and then find the market that wants them.', archetypeScores: { Artist: 2, Entrepreneur: 2 } },
        { text: 'I shape the words and the visuals together, like a short film.', archetypeScores: { Storyteller: 2, Artist: 2 } },
        { text: 'I spot an opportunity on the horizon and build a business around it.', archetypeScores: { Visionary: 2, Entrepreneur: 2 } },
      ],
    },
  ],
};
