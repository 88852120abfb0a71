import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const ruler: Archetype = {
  name: 'The Ruler',
  slug: 'ruler',
  angle: 150,
  description:
    'The Ruler brand brings order, stability and leadership to a chaotic world. It offers customers control, status and the confidence of choosing the established standard in its category.',
  traits: ['Authoritative', 'Responsible', 'Organized', 'Commanding'],
  subArchetypes: [
    {
      name: 'Sovereign',
      description:
        'A Sovereign brand presents itself as the undisputed leader of its category, with prestige, heritage and the calm authority of the gold standard.',
    },
    {
      name: 'Judge',
      description:
        'A Judge brand sets the rules and standards others follow, earning authority through fairness, rigor and consistent decisions.',
    },
    {
      name: 'Ambassador',
      description:
        'An Ambassador brand represents its customers with diplomacy and polish, building alliances and opening doors in influential circles.',
    },
    {
      name: 'Patriarch',
      description:
        'A Patriarch brand takes responsibility for the people in its care, providing protection, continuity and the stability of an institution that has been there for generations.',
    },
  ],
  strategyInsight:
    'Position your brand as the safe, authoritative choice that puts the customer in control: emphasize heritage, scale, standards and proven results. Ruler customers are often responsible for others and fear chaos, so reduce their risk with guarantees, clear governance, dependable service and a premium experience that runs like clockwork. Express status with restraint through quality materials, consistent design systems and exclusive access rather than loud claims. Lead your category visibly by setting standards, convening experts and publishing benchmarks, while avoiding the archetype\'s shadow of rigidity by listening closely to customers and sharing control where it makes them stronger.',
  brandExamples: [
    {
      name: 'Rolex',
      slogan: 'Presents each watch as a quiet badge of achievement built to outlast its owner.',
      color: '#006039',
      mark: 'R',
    },
    {
      name: 'Mercedes-Benz',
      slogan: 'Sets the benchmark for engineered luxury and the confidence that comes with it.',
      color: '#000000',
      mark: 'MB',
    },
    {
      name: 'American Express',
      slogan: 'Treats membership as a mark of standing backed by service that keeps everything in order.',
      color: '#006fcf',
      mark: 'AE',
    },
    {
      name: 'Microsoft',
      slogan: 'Runs the systems that businesses and governments rely on to keep the world organized.',
      color: '#0078d4',
      mark: 'M',
    },
  ],
  colors: [
    { name: 'Royal Navy', hex: '#1e3a8a' },
    { name: 'Regal Gold', hex: '#b8860b' },
    { name: 'Bronze', hex: '#854d0e' },
    { name: 'Onyx', hex: '#111827' },
    { name: 'Ivory', hex: '#fffff0' },
  ],
  displayColor: DISPLAY_COLORS['The Ruler'],
  image: '/images/archetypes/ruler.svg',
};
