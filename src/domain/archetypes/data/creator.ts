import { DISPLAY_COLORS } from '../colors.ts';
import type { Archetype } from '../types.ts';

export const creator: Archetype = {
  name: 'The Creator',
  slug: 'creator',
  angle: 180,
  description:
    'The Creator brand exists to make things of enduring value and to help others express their own vision. It prizes originality, craft and self-expression, and it earns loyalty by giving customers the tools, materials and inspiration to build something that is truly theirs.',
  traits: ['Imaginative', 'Original', 'Expressive', 'Craft-driven'],
  subArchetypes: [
    {
      name: 'Visionary',
      description:
        'Sees what its category could become and invites customers to help build that future, leading with bold concepts and prototypes rather than feature lists.',
    },
    {
      name: 'Storyteller',
      description:
        'Turns products into narratives, using origin stories, customer stories and rich content to give every launch meaning and a memorable arc.',
    },
    {
      name: 'Artist',
      description:
        'Puts craft and aesthetic expression first, treating design, materials and detail as both the proof of quality and the reason people buy.',
    },
    {
      name: 'Entrepreneur',
      description:
        'Builds the tools, platforms and businesses that let others make things, pairing creative ambition with a practical drive to ship and scale.',
    },
  ],
  strategyInsight:
    'Position your brand as the raw material of your customers\' creativity rather than the finished answer: the more they make with you, the more attached they become. Show the work behind the work, from sketches and prototypes to material choices, because visible craft is the Creator\'s proof of quality. Build participation into both product and marketing through templates, challenges, remixable assets and galleries of customer work, so every user becomes a showcase. Guard against the archetype\'s shadow of perfectionism and self-indulgence by keeping launches on a steady rhythm and tying each new idea to something concrete customers can now make.',
  brandExamples: [
    {
      name: 'LEGO',
      slogan: 'Hands children and adults a box of bricks and trusts them to build anything.',
      color: '#d01012',
      mark: 'L',
    },
    {
      name: 'Adobe',
      slogan: 'Supplies the professional toolkit that turns creative ideas into finished work.',
      color: '#fa0f00',
      mark: 'A',
    },
    {
      name: 'Etsy',
      slogan: 'Gives independent makers a storefront and buyers a way to own something handmade.',
      color: '#f1641e',
      mark: 'E',
    },
    {
      name: 'Canva',
      slogan: 'Makes design approachable enough that anyone can produce something polished.',
      color: '#00c4cc',
      mark: 'C',
    },
  ],
  colors: [
    { name: 'Ember', hex: '#c2410c' },
    { name: 'Saffron', hex: '#f59e0b' },
    { name: 'Teal Ink', hex: '#0f766e' },
    { name: 'Violet', hex: '#7c3aed' },
    { name: 'Canvas', hex: '#faf5eb' },
  ],
  displayColor: DISPLAY_COLORS['The Creator'],
  image: '/images/archetypes/creator.svg',
};
