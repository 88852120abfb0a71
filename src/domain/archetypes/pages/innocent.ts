import type { ArchetypePage } from '../types.ts';

/** Long-form content of the /innocent page. */
export const innocentPage: ArchetypePage = {
  tagline: 'Optimistic, pure, and trusting.',
  moreTraits: ['Wholesome', 'Cheerful', 'Sincere', 'Uncomplicated'],
  longDescription: [
    "The Innocent's core desire is to experience paradise: a world that is simple, safe and good. In Margaret Mark and Carol Pearson's model it sits with the Explorer and the Sage among the archetypes that yearn for fulfillment, and its route is faith in goodness. Its goal is to be happy, and its strategy is simply to do things right. The Innocent's gift is optimism, the ability to make people believe, even briefly, that life can be uncomplicated again.",
    'What the Innocent fears most is doing something wrong and being punished for it. That fear makes Innocent brands careful, principled and allergic to controversy. Its shadow is naivety and denial: ignoring real problems, offering sugary reassurance instead of substance, or becoming so bland that nobody remembers it. An Innocent brand caught in a gap between its wholesome image and its actual practices suffers more than most, because purity is the whole promise.',
    'In brands, the Innocent shows up as simplicity and trust. It appears in natural food and drink, personal care, baby and family products, and any category where safety and purity matter. Its marketing relies on sunshine, open fields, smiling faces, nostalgia and gentle humor, with clean white space and a soft, friendly voice. Customers choose an Innocent brand because it feels good to choose it, and because it asks nothing complicated of them.',
    "The archetype fits a business with a genuinely simple, honest product and the operations to back up its wholesome claims. It suits brands selling comfort, reassurance or a return to basics, and audiences who feel overwhelmed by complexity. It is a weaker fit for technical, high-risk or cutting-edge offers, where the Innocent's gentle simplicity can look like a lack of expertise.",
  ],
  strategyPoints: [
    {
      text: 'Strip your messaging, packaging and pricing down to the essentials so the choice feels easy and safe.',
      icon: 'sparkles',
    },
    {
      text: 'Make your good practices visible, from sourcing and ingredients to how you treat employees and the community.',
      icon: 'hand',
    },
    {
      text: 'Use warm nostalgia, nature and small everyday joys to create a feeling of comfort and optimism.',
      icon: 'smile',
    },
    {
      text: "Audit every claim and partnership for consistency, because one broken promise undoes an Innocent brand's trust.",
      icon: 'shield',
    },
    {
      text: 'Speak like a kind friend with plain words, gentle humor and no pressure or fear-based selling.',
      icon: 'heart',
    },
  ],
  messagingExamples: ['Five ingredients. Nothing to hide. Just good.', "Remember how simple mornings used to feel? Let's get that back."],
  paletteNotes:
    'Clean whites and soft sky blues communicate purity, calm and honesty, while buttercup yellow and blush pink add warmth and optimism. Keep the palette light and airy with plenty of white space, and use the stronger clear blue for text and calls to action so the brand stays readable.',
  typographyNotes:
    'Rounded sans-serifs and friendly, open letterforms feel approachable and honest, and a light handwritten accent can add warmth. Avoid sharp, condensed or heavily stylized faces, and keep text sizes generous so nothing feels cramped or complicated.',
  quote: 'Innocence in a brand is not naivety; it is the discipline to keep every promise simple enough to keep.',
  bars: [],
  metaDescription:
    'The Innocent brand archetype, explained: its longing for goodness, fears, sub-archetypes, brands like Coca-Cola and Dove, soft palettes and simple messaging.',
};
