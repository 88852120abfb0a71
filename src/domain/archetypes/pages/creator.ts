import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /creator page. */
export const creatorPage: ArchetypePage = {
  tagline: 'Creative, imaginative, and artistic.',
  moreTraits: ['Inventive', 'Aesthetic', 'Experimental', 'Meticulous'],
  longDescription: [
    'At its core, the Creator wants to bring something new and lasting into the world. Mark and Pearson describe an archetype driven to give form to a vision, whether that is a painting, a product, a piece of software or a business. Its strategy is to build skill and creative control, and its gift is imagination made real. Like the Caregiver and the Ruler, it seeks stability and structure, but it finds them by making things rather than by protecting or governing.',
    "The Creator's deepest fear is mediocrity, of vision or of execution. That fear fuels high standards, but its shadow is perfectionism, endless reworking and work made for the maker rather than the audience. A Creator brand in its shadow ships late, over-designs, or talks about its own genius while customers wait for something they can use. Healthy Creator brands stay generous: they share their process and put the tools in other people's hands.",
    "In the market, Creator brands sell the means of self-expression as much as any finished object. LEGO sells bricks that can become anything, Adobe sells the software creative professionals make their living with, and Etsy and Canva turn ordinary people into sellers, makers and designers. Their marketing is highly visual, showcases customer work and treats design itself as the argument. Novelty matters, but so does craftsmanship: customers expect a Creator brand's packaging, website and even its error messages to be beautifully made.",
    'The Creator fits businesses whose product enables or embodies creativity: design and creative software, arts and crafts supplies, architecture and interiors, agencies and studios, content platforms, and makers of distinctive, design-led goods. It also suits founder-led companies whose originality is the reason people buy. It is a poor fit when the offer is a commodity, price-led or purely functional, because customers quickly notice when the imagination lives only in the advertising.',
  ],
  strategyPoints: [
    {
      icon: 'palette',
      text: 'Make design your argument by investing in a distinctive visual identity, packaging and product details that prove your craft before a word is read.',
    },
    {
      icon: 'hand',
      text: "Put creation in customers' hands with templates, kits, tutorials and open-ended products that let them make something of their own.",
    },
    {
      icon: 'users',
      text: 'Showcase what customers create through galleries, features and community challenges that turn users into your most persuasive content.',
    },
    {
      icon: 'lightbulb',
      text: 'Share your process openly, from sketches and prototypes to material choices, so customers can see the thinking behind the finished work.',
    },
    {
      icon: 'sparkles',
      text: 'Launch on a steady rhythm of new collections, features or collaborations so the brand always feels fresh without drifting from its core.',
    },
  ],
  messagingExamples: [
    'Every masterpiece starts as a rough sketch. Start yours today.',
    'We made the tools. What you make with them is entirely up to you.',
  ],
  paletteNotes:
    'Creator palettes can be bolder and more varied than most, but they need a confident anchor: a warm signature color like Ember, supported by accent hues that signal range and imagination. Use a neutral canvas tone generously so customer work and product imagery carry the color. Let accents rotate by campaign or collection while the anchor stays fixed.',
  typographyNotes:
    'Choose type with visible character, such as a distinctive display face, an expressive serif or a custom wordmark that looks made rather than picked from a menu. Pair it with a clean, highly legible sans-serif for interfaces and long copy. Handwritten or sketch-style accents work best sparingly, for annotations and process stories.',
  quote: 'The Creator does not sell the finished picture; it sells the feeling of holding the brush.',
  bars: [],
  metaDescription:
    'The Creator brand archetype explained: core desire, fear, traits, sub-archetypes, brands like LEGO and Adobe, colors, and strategy tips for marketers.',
};
