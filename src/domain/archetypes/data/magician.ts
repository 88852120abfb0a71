import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const magician: Archetype = {
  name: 'The Magician',
  slug: 'magician',
  angle: 0,
  description:
    'The Magician brand promises transformation: it understands how things really work and uses that knowledge to turn a customer\'s wish into reality. It sells the moment when the impossible suddenly becomes ordinary, and it makes that moment feel effortless.',
  traits: ['Visionary', 'Transformative', 'Charismatic', 'Inventive'],
  subArchetypes: [
    {
      name: 'Alchemist',
      description:
        'An Alchemist brand turns ordinary ingredients, routines or raw data into something worth far more, and makes the before-and-after change the center of its story.',
    },
    {
      name: 'Scientist',
      description:
        'A Scientist brand grounds its wonder in research and proof, showing the mechanism behind the result so the magic earns the customer\'s trust.',
    },
    {
      name: 'Engineer',
      description:
        'An Engineer brand makes complex systems vanish behind elegant design, so the customer simply sees a product that works beautifully.',
    },
    {
      name: 'Innovator',
      description:
        'An Innovator brand keeps reinventing its category with launches that reset expectations and make yesterday\'s way of doing things feel obsolete.',
    },
  ],
  strategyInsight:
    'Build your brand around a visible transformation: define the frustrating before-state your customer lives with and the after-state only you can deliver, then make every touchpoint dramatize that change. Reveal just enough of how it works to be credible, but protect a sense of wonder with theatrical launches, elegant demos and a product experience that feels effortless. Promise outcomes you can consistently deliver, because the Magician\'s audience forgives mystery but never manipulation. Look for win-win results, where the customer\'s change also improves the people around them, and you will earn loyalty that rational competitors cannot match.',
  brandExamples: [
    {
      name: 'Disney',
      slogan: 'Turns an ordinary family day into a story where wishes are expected to come true.',
      color: '#113ccf',
      mark: 'D',
    },
    {
      name: 'Tesla',
      slogan: 'Makes a decades-old category feel like a glimpse of the future parked in your driveway.',
      color: '#e31937',
      mark: 'T',
    },
    {
      name: 'Dyson',
      slogan: 'Reengineers everyday appliances until familiar chores start to feel like science made visible.',
      color: '#000000',
      mark: 'D',
    },
    {
      name: 'Mastercard',
      slogan: 'Frames a simple payment as the quiet enabler of moments that money alone cannot measure.',
      color: '#eb001b',
      mark: 'M',
    },
  ],
  colors: [
    { name: 'Deep Violet', hex: '#4c1d95' },
    { name: 'Midnight Indigo', hex: '#1e1b4b' },
    { name: 'Amethyst', hex: '#8b5cf6' },
    { name: 'Alchemy Gold', hex: '#d4a72c' },
    { name: 'Moonlit Silver', hex: '#cbd5e1' },
  ],
  displayColor: DISPLAY_COLORS['The Magician'],
  image: '/images/archetypes/magician.svg',
};
