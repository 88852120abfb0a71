import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const everyman: Archetype = {
  name: 'The Everyman',
  slug: 'everyman',
  angle: 300,
  description:
    'The Everyman brand wants to belong and to make everyone feel welcome. It is honest, practical and unpretentious, and it earns trust by offering good value, plain talk and products that fit real life.',
  traits: ['Relatable', 'Honest', 'Practical', 'Unpretentious'],
  subArchetypes: [
    {
      name: 'Citizen',
      description:
        'Acts as a good neighbor and community member, showing up locally and earning trust through fairness and plain dealing.',
    },
    {
      name: 'Advocate',
      description:
        'Stands up for regular people, championing fair prices, access and common sense against elitism and exclusion.',
    },
    {
      name: 'Servant',
      description:
        'Quietly gets the everyday job done, prizing dependability, value and helpfulness over flash.',
    },
    {
      name: 'Networker',
      description:
        'Connects people with each other, building platforms and gathering places where everyone is welcome and belonging is the product.',
    },
  ],
  strategyInsight:
    'An Everyman brand wins on recognition: customers should see their own lives, homes, jobs and budgets in your marketing, so cast real people in real settings rather than aspirational ones. Speak plainly, price transparently and keep promises modest and reliable, because this archetype\'s power is trust built over thousands of ordinary transactions. Create rituals of belonging, such as local events, community programs or shared traditions, that make the brand feel like part of the neighborhood. The risk is blandness, so develop a distinctive voice and a few signature assets; being for everyone is no excuse for being forgettable.',
  brandExamples: [
    {
      name: 'IKEA',
      slogan: 'Makes well-designed furniture affordable for almost every household.',
      color: '#0058a3',
      mark: 'I',
    },
    {
      name: 'Target',
      slogan: 'Pairs everyday essentials with accessible style at prices most families can reach.',
      color: '#cc0000',
      mark: 'T',
    },
    {
      name: 'Levi\'s',
      slogan: 'Turned sturdy work jeans into a shared uniform for ordinary people everywhere.',
      color: '#c41230',
      mark: 'L',
    },
    {
      name: 'Walmart',
      slogan: 'Built its whole promise around low prices for ordinary families.',
      color: '#0071ce',
      mark: 'W',
    },
  ],
  colors: [
    { name: 'Olive', hex: '#4d7c0f' },
    { name: 'Denim', hex: '#3b5a85' },
    { name: 'Brick', hex: '#a4452c' },
    { name: 'Khaki', hex: '#d4c59a' },
    { name: 'Oatmeal', hex: '#f4eee2' },
  ],
  displayColor: DISPLAY_COLORS['The Everyman'],
  image: '/images/archetypes/everyman.svg',
};
