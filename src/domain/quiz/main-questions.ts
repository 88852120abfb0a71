import type { Question } from './types.ts';

/**
 * The 10 main questions (the refinement sets are in refinements/, one file per archetype).
 *
 * Scoring rules (spec §9), checked by tests/unit/questions.test.ts:
 * - Main options give 3 points to one archetype. Three options (questions 7, 8
 *   and 10) give 0 points, and exactly one option (question 9) gives 3 points
 *   to two archetypes (The Lover and The Everyman).
 * - Each archetype scores in exactly 4 of the 10 main questions, and no two
 *   archetypes share more than 2 questions.
 * - Refinement questions 1 and 2 of a set give 3 points to one sub-archetype
 *   per option; question 3 is the two-way question, 2 points to each of two.
 *
 * Option order is deliberately not the wheel order, so the position of an
 * answer tells the visitor nothing.
 */
export const MAIN_QUESTIONS: readonly Question[] = [
  {
    id: 1,
    text: 'What drives you to do the work you do?',
    options: [
      { text: 'Shaking up an industry that has gotten far too comfortable.', archetypeScores: { 'The Outlaw': 3 } },
      { text: "Making people's everyday lives a little simpler and brighter.", archetypeScores: { 'The Innocent': 3 } },
      { text: 'Proving that hard things get done when you refuse to quit.', archetypeScores: { 'The Hero': 3 } },
      { text: 'Building experiences that people feel a real emotional bond with.', archetypeScores: { 'The Lover': 3 } },
      { text: 'Turning big ideas into results that once seemed impossible.', archetypeScores: { 'The Magician': 3 } },
    ],
  },
  {
    id: 2,
    text: 'How do you want customers to feel after dealing with your brand?',
    options: [
      { text: 'Better informed, with a clearer picture of their options.', archetypeScores: { 'The Sage': 3 } },
      { text: 'Looked after, as if someone truly had their back.', archetypeScores: { 'The Caregiver': 3 } },
      { text: 'Amused, like they had fun and want to tell a friend.', archetypeScores: { 'The Jester': 3 } },
      { text: 'Happy and at ease, with nothing left to worry about.', archetypeScores: { 'The Innocent': 3 } },
      { text: 'Inspired to go out and make something of their own.', archetypeScores: { 'The Creator': 3 } },
    ],
  },
  {
    id: 3,
    text: 'If your brand could speak, what would it sound like?',
    options: [
      { text: 'Confident and polished, with a calm, quiet authority.', archetypeScores: { 'The Ruler': 3 } },
      { text: 'Witty and playful, never taking itself too seriously.', archetypeScores: { 'The Jester': 3 } },
      { text: 'Intriguing, always hinting at something remarkable ahead.', archetypeScores: { 'The Magician': 3 } },
      { text: 'Thoughtful and well informed, like a trusted expert.', archetypeScores: { 'The Sage': 3 } },
      { text: 'Warm and intimate, like a private conversation.', archetypeScores: { 'The Lover': 3 } },
    ],
  },
  {
    id: 4,
    text: 'How do you deal with your competitors?',
    options: [
      { text: 'I treat them as a challenge and work harder to beat them.', archetypeScores: { 'The Hero': 3 } },
      { text: "I don't copy them; I make something they couldn't have made.", archetypeScores: { 'The Creator': 3 } },
      { text: 'I watch them closely and make sure we stay the benchmark.', archetypeScores: { 'The Ruler': 3 } },
      { text: 'I look at what they all do, and then I do the opposite.', archetypeScores: { 'The Outlaw': 3 } },
      { text: 'I poke gentle fun at them and let customers enjoy the joke.', archetypeScores: { 'The Jester': 3 } },
    ],
  },
  {
    id: 5,
    text: "What role do you want your brand to play in customers' lives?",
    options: [
      { text: 'A dependable, no-fuss part of their daily routine.', archetypeScores: { 'The Everyman': 3 } },
      { text: 'The nudge to get out and see what else is out there.', archetypeScores: { 'The Explorer': 3 } },
      { text: 'Someone they can lean on when life gets hard.', archetypeScores: { 'The Caregiver': 3 } },
      { text: 'Permission to break from the crowd and do things differently.', archetypeScores: { 'The Outlaw': 3 } },
      { text: 'The bright spot that makes an ordinary day more fun.', archetypeScores: { 'The Jester': 3 } },
    ],
  },
  {
    id: 6,
    text: "A tough business problem lands on your desk. What's your first move?",
    options: [
      { text: 'I research it until I understand the root cause.', archetypeScores: { 'The Sage': 3 } },
      { text: 'I look for the one shift that would change everything at once.', archetypeScores: { 'The Magician': 3 } },
      { text: 'I ask my team and a few regular customers what they think.', archetypeScores: { 'The Everyman': 3 } },
      { text: 'I sketch out some original ideas and build a rough version.', archetypeScores: { 'The Creator': 3 } },
      { text: 'I question the assumptions that caused the problem.', archetypeScores: { 'The Outlaw': 3 } },
    ],
  },
  {
    id: 7,
    text: "A customer is unhappy with you. What's your instinct?",
    options: [
      { text: 'I take charge and fix it fast, whatever it takes.', archetypeScores: { 'The Hero': 3 } },
      { text: "I win them back with a personal gesture they'll remember.", archetypeScores: { 'The Lover': 3 } },
      { text: 'I talk to them plainly, own the mistake, and sort it out.', archetypeScores: { 'The Everyman': 3 } },
      { text: 'I make sure they feel heard and supported well beyond the fix.', archetypeScores: { 'The Caregiver': 3 } },
      { text: 'Honestly, it depends on who they are and what went wrong.', archetypeScores: {} },
    ],
  },
  {
    id: 8,
    text: 'You suddenly have an extra $10,000 for marketing. Where does it go?',
    options: [
      { text: "Testing a market or region we've never reached before.", archetypeScores: { 'The Explorer': 3 } },
      { text: 'A premium, polished presence that shows we lead the field.', archetypeScores: { 'The Ruler': 3 } },
      { text: 'Sponsoring a local cause our customers feel strongly about.', archetypeScores: { 'The Caregiver': 3 } },
      { text: 'A launch moment that leaves people wondering how we did it.', archetypeScores: { 'The Magician': 3 } },
      { text: "I'd hold on to it until I knew exactly what was working.", archetypeScores: {} },
    ],
  },
  {
    id: 9,
    text: 'What does success look like for your brand five years from now?',
    options: [
      { text: "A body of original work I'm proud to put my name on.", archetypeScores: { 'The Creator': 3 } },
      { text: "We're the established leader others measure themselves against.", archetypeScores: { 'The Ruler': 3 } },
      {
        text: 'Customers feel like family and keep bringing their friends along.',
        archetypeScores: { 'The Lover': 3, 'The Everyman': 3 },
      },
      { text: 'People trust us completely and feel good every time they buy.', archetypeScores: { 'The Innocent': 3 } },
      { text: "We've reached new markets and we keep finding fresh ground.", archetypeScores: { 'The Explorer': 3 } },
    ],
  },
  {
    id: 10,
    text: 'What would worry you most about how your brand comes across?',
    options: [
      { text: 'That we seem complicated, pushy, or cynical.', archetypeScores: { 'The Innocent': 3 } },
      { text: 'That we look timid or quick to back down.', archetypeScores: { 'The Hero': 3 } },
      { text: "That we seem shallow or unsure of what we're talking about.", archetypeScores: { 'The Sage': 3 } },
      { text: 'That we feel boxed in, doing the same thing forever.', archetypeScores: { 'The Explorer': 3 } },
      { text: "Honestly, I haven't thought about it much yet.", archetypeScores: {} },
    ],
  },
];

/** One set per archetype, in ARCHETYPE_NAMES (wheel) order; set i holds ids 101 + 3i to 103 + 3i. */
