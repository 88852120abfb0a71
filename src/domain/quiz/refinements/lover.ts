import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Lover: which of its sub-archetypes fits best. */
export const loverRefinement: RefinementSet = {
  archetype: 'The Lover',
  questions: [
    {
      id: 128,
      text: "What do you most want your brand to bring to people's lives?",
      options: [
        { text: 'The right people, brought together at the right time.', archetypeScores: { Matchmaker: 3 } },
        { text: 'Passion, deep emotion, and a sense of longing.', archetypeScores: { Romantic: 3 } },
        { text: 'A loyal presence they can count on through everything.', archetypeScores: { Companion: 3 } },
        { text: 'Pure pleasure for the senses: taste, touch, and comfort.', archetypeScores: { Hedonist: 3 } },
      ],
    },
    {
      id: 129,
      text: 'How do you like to build relationships with customers?',
      options: [
        { text: 'By treating them to indulgent, memorable experiences.', archetypeScores: { Hedonist: 3 } },
        { text: "By introducing them to people and things they'll adore.", archetypeScores: { Matchmaker: 3 } },
        { text: "With grand, heartfelt gestures they'll never forget.", archetypeScores: { Romantic: 3 } },
        { text: 'By being there for them, steady and loyal over the years.', archetypeScores: { Companion: 3 } },
      ],
    },
    {
      id: 130,
      text: 'What kind of experience do you want to be known for?',
      options: [
        { text: 'Warm connections that grow into lasting friendships.', archetypeScores: { Companion: 2, Matchmaker: 2 } },
        { text: 'Luxurious, sensual moments that are full of feeling.', archetypeScores: { Romantic: 2, Hedonist: 2 } },
        { text: 'Small, comfortable indulgences shared with people close to you.', archetypeScores: { Companion: 2, Hedonist: 2 } },
        { text: 'Bringing people together in ways that spark real passion.', archetypeScores: { Romantic: 2, Matchmaker: 2 } },
      ],
    },
  ],
};
