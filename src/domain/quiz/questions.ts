import type { Question, RefinementSet } from './types.ts';

/**
 * The quiz content: 10 main questions and one refinement set per archetype.
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
export const REFINEMENT_SETS: readonly RefinementSet[] = [
  {
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
  },
  {
    archetype: 'The Hero',
    questions: [
      {
        id: 104,
        text: 'What kind of challenge gets you out of bed in the morning?',
        options: [
          { text: 'Stepping in when a customer is in real trouble.', archetypeScores: { Rescuer: 3 } },
          { text: 'Going head-to-head with a tough rival and winning.', archetypeScores: { Warrior: 3 } },
          { text: 'Freeing people from something that has held them back.', archetypeScores: { Liberator: 3 } },
          { text: 'Beating my own best and then raising the bar again.', archetypeScores: { Athlete: 3 } },
        ],
      },
      {
        id: 105,
        text: 'How would your team describe you on a hard day?',
        options: [
          { text: 'Disciplined and steady, pacing myself for the long run.', archetypeScores: { Athlete: 3 } },
          { text: 'Pushing to remove whatever barrier is holding us back.', archetypeScores: { Liberator: 3 } },
          { text: 'Fierce, focused on the fight, and never giving ground.', archetypeScores: { Warrior: 3 } },
          { text: 'First to jump in when someone needs to be bailed out.', archetypeScores: { Rescuer: 3 } },
        ],
      },
      {
        id: 106,
        text: 'What kind of win would make you proudest?',
        options: [
          { text: 'Beating a powerful incumbent so customers finally have a choice.', archetypeScores: { Warrior: 2, Liberator: 2 } },
          { text: 'Pushing myself to the limit because someone was counting on me.', archetypeScores: { Athlete: 2, Rescuer: 2 } },
          { text: 'Outperforming the competition through sheer discipline and grit.', archetypeScores: { Warrior: 2, Athlete: 2 } },
          { text: 'Getting people out of a bad spot and giving them their freedom back.', archetypeScores: { Rescuer: 2, Liberator: 2 } },
        ],
      },
    ],
  },
  {
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
  },
  {
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
          { text: "A thrilling trip into territory no one has mapped yet.", archetypeScores: { Adventurer: 2, Pioneer: 2 } },
        ],
      },
    ],
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    archetype: 'The Caregiver',
    questions: [
      {
        id: 122,
        text: 'How do you most naturally look after your customers?',
        options: [
          { text: 'By being a gentle, kind presence that asks nothing in return.', archetypeScores: { Angel: 3 } },
          { text: 'By keeping them safe from risks they might not see coming.', archetypeScores: { Guardian: 3 } },
          { text: 'By helping them recover when something has gone wrong.', archetypeScores: { Healer: 3 } },
          { text: 'By going out of my way for anyone who needs a hand.', archetypeScores: { Samaritan: 3 } },
        ],
      },
      {
        id: 123,
        text: 'What would you most like customers to say about you?',
        options: [
          { text: '"They helped me feel whole again."', archetypeScores: { Healer: 3 } },
          { text: '"I always feel protected when I work with them."', archetypeScores: { Guardian: 3 } },
          { text: '"They help people even when there\'s nothing in it for them."', archetypeScores: { Samaritan: 3 } },
          { text: '"They showed up with kindness exactly when I needed it."', archetypeScores: { Angel: 3 } },
        ],
      },
      {
        id: 124,
        text: 'Which kind of support would you most like your brand to offer?',
        options: [
          { text: 'Quiet, generous kindness offered freely to anyone.', archetypeScores: { Samaritan: 2, Angel: 2 } },
          { text: 'Keeping people safe, and helping them mend when things go wrong.', archetypeScores: { Guardian: 2, Healer: 2 } },
          { text: 'Gentle, soothing support that helps people feel better.', archetypeScores: { Healer: 2, Angel: 2 } },
          { text: 'Stepping in to shield strangers who have no one else.', archetypeScores: { Guardian: 2, Samaritan: 2 } },
        ],
      },
    ],
  },
  {
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
  },
  {
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
  },
  {
    archetype: 'The Everyman',
    questions: [
      {
        id: 131,
        text: 'How do you most like to show up for your community?',
        options: [
          { text: 'Quietly doing the work people depend on every day.', archetypeScores: { Servant: 3 } },
          { text: 'Connecting people who really ought to know each other.', archetypeScores: { Networker: 3 } },
          { text: 'Pitching in and doing my part like everyone else.', archetypeScores: { Citizen: 3 } },
          { text: "Speaking up for regular folks who don't get heard.", archetypeScores: { Advocate: 3 } },
        ],
      },
      {
        id: 132,
        text: 'What role do you usually play on a team?',
        options: [
          { text: "The one who pushes back when someone's treated unfairly.", archetypeScores: { Advocate: 3 } },
          { text: 'The dependable team player who fits in anywhere.', archetypeScores: { Citizen: 3 } },
          { text: 'The one who knows someone for every problem.', archetypeScores: { Networker: 3 } },
          { text: 'The one who handles the unglamorous work unasked.', archetypeScores: { Servant: 3 } },
        ],
      },
      {
        id: 133,
        text: 'What would make your brand feel most down-to-earth?',
        options: [
          { text: 'Being the local spot where neighbors meet and feel at home.', archetypeScores: { Citizen: 2, Networker: 2 } },
          { text: 'Working hard behind the scenes to stand up for customers.', archetypeScores: { Advocate: 2, Servant: 2 } },
          { text: 'Being a humble, reliable part of everyday life.', archetypeScores: { Citizen: 2, Servant: 2 } },
          { text: 'Rallying people together behind a fair deal for everyone.', archetypeScores: { Advocate: 2, Networker: 2 } },
        ],
      },
    ],
  },
  {
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
  },
];
