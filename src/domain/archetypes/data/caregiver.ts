import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const caregiver: Archetype = {
  name: 'The Caregiver',
  slug: 'caregiver',
  angle: 210,
  description:
    'The Caregiver brand is driven by the wish to protect and care for others. It leads with compassion, reliability and generosity, and customers trust it because it consistently puts their wellbeing ahead of its own interests.',
  traits: ['Compassionate', 'Nurturing', 'Protective', 'Generous'],
  subArchetypes: [
    {
      name: 'Guardian',
      description:
        'Protects customers from risk and harm, leading with safety, reliability and the promise that someone is always watching out for them.',
    },
    {
      name: 'Samaritan',
      description:
        'Helps whoever needs it without being asked, building its reputation on generosity, community support and practical acts of service.',
    },
    {
      name: 'Healer',
      description:
        'Restores people to health and wholeness, speaking with calm expertise about recovery, relief and long-term wellbeing.',
    },
    {
      name: 'Angel',
      description:
        'Offers gentle, selfless comfort in vulnerable moments, with a soft voice and an almost protective tenderness toward its customers.',
    },
  ],
  strategyInsight:
    'A Caregiver brand earns trust through proof of care rather than declarations of it, so make your service, guarantees and policies as generous as your advertising. Speak to the moments when customers feel responsible for someone else, whether a child, a patient or an aging parent, and show how you lighten that load. Back the warmth with competence: credentials, safety records and clear instructions reassure people that your care is also expert care. Watch for the archetype\'s shadow of martyrdom and guilt-driven messaging, because customers should feel supported, never pressured or made to feel inadequate.',
  brandExamples: [
    {
      name: 'Johnson & Johnson',
      slogan: 'Built its name on the tenderness of caring for a newborn.',
      color: '#d51900',
      mark: 'JJ',
    },
    {
      name: 'UNICEF',
      slogan: 'Speaks up and delivers aid for children who cannot do it for themselves.',
      color: '#1cabe2',
      mark: 'U',
    },
    {
      name: 'Volvo',
      slogan: 'Made protecting everyone inside and around the car its defining promise.',
      color: '#003057',
      mark: 'V',
    },
    {
      name: 'Campbell\'s',
      slogan: 'Serves soup as warmth and comfort from the family kitchen.',
      color: '#d71921',
      mark: 'C',
    },
  ],
  colors: [
    { name: 'Deep Teal', hex: '#0f766e' },
    { name: 'Sage Green', hex: '#8fb996' },
    { name: 'Powder Blue', hex: '#b9d7ea' },
    { name: 'Blush', hex: '#f4cfc7' },
    { name: 'Warm Cream', hex: '#fbf6ee' },
  ],
  displayColor: DISPLAY_COLORS['The Caregiver'],
  image: '/images/archetypes/caregiver.svg',
};
