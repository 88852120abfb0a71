/** Spec section 2 ("Static archetype pages") and section 9 (bars). */
export const TAGLINES: Record<string, string> = {
  innocent: 'Optimistic, pure, and trusting.',
  explorer: 'Free-spirited, adventurous, and pioneering.',
  sage: 'Wise, intelligent, and thoughtful.',
  hero: 'Brave, determined, and honorable.',
  outlaw: 'Revolutionary, wild, and disruptive.',
  magician: 'Visionary, inventive, and charismatic.',
  everyman: 'Relatable, authentic, and down-to-earth.',
  lover: 'Passionate, devoted, and committed.',
  jester: 'Playful, funny, and light-hearted.',
  caregiver: 'Caring, generous, and compassionate.',
  ruler: 'Responsible, authoritative, and organized.',
  creator: 'Creative, imaginative, and artistic.',
};

export const BAR_VALUES: Record<string, number[]> = {
  innocent: [],
  creator: [],
  explorer: [95, 90, 85],
  sage: [98, 95, 90],
  hero: [95, 90, 85],
  outlaw: [95, 90, 88],
  magician: [98, 95, 92],
  everyman: [95, 92, 90],
  lover: [98, 95, 92],
  jester: [95, 92, 90],
  caregiver: [98, 95, 92],
  ruler: [98, 95, 92],
};
