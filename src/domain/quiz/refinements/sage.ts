import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Sage: which of its sub-archetypes fits best. */
export const sageRefinement: RefinementSet = {
  archetype: 'The Sage',
  questions: [
    {
      id: 107,
      text: 'How do you most like to share what you know?',
      options: [
        { text: 'Turning complicated ideas into plain language anyone can follow.', archetypeScores: { Translator: 3 } },
        { text: 'Coaching people one-on-one until they can do it themselves.', archetypeScores: { Mentor: 3 } },
        { text: "Helping people find deeper meaning in what they're going through.", archetypeScores: { Shaman: 3 } },
        { text: 'Laying out the evidence I dug up so people see what really happened.', archetypeScores: { Detective: 3 } },
      ],
    },
    {
      id: 108,
      text: 'A customer is confused about something important. What do you do?',
      options: [
        { text: 'I ask questions until I find the real source of the confusion.', archetypeScores: { Detective: 3 } },
        { text: "I rewrite it in simple terms, with an example they'll relate to.", archetypeScores: { Translator: 3 } },
        { text: 'I walk them through it step by step so they learn for next time.', archetypeScores: { Mentor: 3 } },
        { text: 'I help them trust their own instincts about what feels right.', archetypeScores: { Shaman: 3 } },
      ],
    },
    {
      id: 109,
      text: 'What kind of content would you most like your brand to publish?',
      options: [
        { text: 'Deep dives that uncover hidden patterns and what they really mean.', archetypeScores: { Detective: 2, Shaman: 2 } },
        { text: 'Practical guides that teach complex topics in everyday language.', archetypeScores: { Mentor: 2, Translator: 2 } },
        { text: 'Investigations that cut through the jargon to reveal plain facts.', archetypeScores: { Detective: 2, Translator: 2 } },
        { text: 'Reflective pieces that help readers grow as people.', archetypeScores: { Mentor: 2, Shaman: 2 } },
      ],
    },
  ],
};
