import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /lover page. */
export const loverPage: ArchetypePage = {
  tagline: 'Passionate, devoted, and committed.',
  moreTraits: ['Elegant', 'Indulgent', 'Warm', 'Loyal'],
  longDescription: [
    "The Lover seeks intimacy and experience. In Mark and Pearson's model its goal is to be in a relationship with the people, work and surroundings it loves, its strategy is to become ever more attractive physically and emotionally, and its gift is passion, appreciation and commitment. It belongs with the Jester and the Everyman among the archetypes that long for belonging and connection, and the Lover pursues it through closeness and desire.",
    'Its core fear is being alone, unwanted or unloved. The shadow is the urge to please others at the cost of its own identity, along with jealousy, obsession and vanity. Lover brands fall into it when they sell through insecurity, narrow beauty ideals or empty glamour. The healthiest Lover brands celebrate customers as they are and make pleasure feel generous rather than conditional.',
    "Lover brands are built on beauty, sensuality and emotion. Chanel turned perfume and couture into an enduring symbol of allure, Tiffany & Co. made one shade of blue stand for commitment, Godiva frames chocolate as indulgence or a token of affection, and Victoria's Secret built a business on romance and desire, then had to rethink its image as attitudes toward beauty shifted. Their marketing relies on close-up imagery, rich textures, music and mood more than on argument.",
    'The archetype fits fragrance, beauty, fashion, jewelry, chocolate and fine food, wine, hospitality, travel, weddings and dating services, and any premium product whose value is experienced through the senses. It also suits service businesses built on close relationships with clients, such as boutique hotels, spas or personal styling. It fits poorly with brands whose appeal is rational, utilitarian or price-first.',
  ],
  strategyPoints: [
    {
      icon: 'heart',
      text: 'Sell the feeling before the feature, leading with how the product looks, feels or tastes and how it makes someone feel.',
    },
    {
      icon: 'sparkles',
      text: 'Invest in sensory craft across packaging, photography and retail spaces, using texture, close-ups and rich materials.',
    },
    {
      icon: 'crown',
      text: 'Make customers feel chosen with personal touches, early access, monograms or handwritten notes that turn each purchase into a relationship.',
    },
    {
      icon: 'star',
      text: 'Build your marketing calendar around emotional occasions such as anniversaries, gifting seasons and self-care rituals.',
    },
    {
      icon: 'users',
      text: 'Portray desire inclusively, showing real bodies and relationships so every customer can see themselves as worthy of love.',
    },
  ],
  messagingExamples: ['Some things are too beautiful to hurry.', 'For the one who still gives you butterflies.'],
  paletteNotes:
    'Lover palettes are rich and intimate: deep rose and burgundy carry passion, while blush and champagne tones add softness and luxury. Use the darker hues for mood and depth, and the lighter ones to evoke skin, warmth and glow. Metallic golds work well as accents on packaging, but never as body text.',
  typographyNotes:
    'Elegant high-contrast serifs and refined scripts suit the Lover, evoking fashion editorials and handwritten notes. Give type room to breathe with generous letter spacing and line height. Pair it with a slim, understated sans-serif for navigation and details so the page feels luxurious rather than ornate.',
  quote: 'The Lover brand does not ask to be noticed; it asks to be felt.',
  bars: [
    { label: 'Passion', value: 98 },
    { label: 'Devotion', value: 95 },
    { label: 'Intimacy', value: 92 },
  ],
  metaDescription:
    'The Lover brand archetype explained: desire for intimacy, fear, shadow, sub-archetypes, brands like Chanel and Tiffany & Co., colors, type and messaging tips.',
};
