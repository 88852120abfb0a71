import type { RefinementSet } from '../types.ts';

/** Refinement questions for The Ruler: which of its sub-archetypes fits best. */
export const rulerRefinement: RefinementSet = {
  archetype: 'The Ruler',
  questions: [
    {
      id: 116,
      text: 'How do you prefer to lead?',
      options: [
        { text: 'By setting fair standards and holding everyone to them.', archetypeScores: { Judge: 3 } },
        { text: 'By looking after my people like family and guarding our legacy.', archetypeScores: { Patriarch: 3 } },
        { text: 'From the top, with clear control over where we are headed.', archetypeScores: { Sovereign: 3 } },
        { text: 'By representing us well and building bridges with partners.', archetypeScores: { Ambassador: 3 } },
      ],
    },
    {
      id: 117,
      text: 'What do you want your brand to stand for in your industry?',
      options: [
        { text: 'The trusted face that connects our industry with the public.', archetypeScores: { Ambassador: 3 } },
        { text: 'The dominant name that everyone else is measured against.', archetypeScores: { Sovereign: 3 } },
        { text: 'A steady institution people can rely on for generations.', archetypeScores: { Patriarch: 3 } },
        { text: 'The fair, impartial voice on what real quality means.', archetypeScores: { Judge: 3 } },
      ],
    },
    {
      id: 118,
      text: 'When a big decision lands on your desk, how do you handle it?',
      options: [
        { text: 'I decide, then personally win over the key stakeholders.', archetypeScores: { Sovereign: 2, Ambassador: 2 } },
        { text: 'I apply our standards with an eye on the long-term legacy.', archetypeScores: { Judge: 2, Patriarch: 2 } },
        { text: 'I weigh the facts evenly, then make the final call myself.', archetypeScores: { Sovereign: 2, Judge: 2 } },
        { text: 'I consult our partners and make sure our people are protected.', archetypeScores: { Ambassador: 2, Patriarch: 2 } },
      ],
    },
  ],
};
