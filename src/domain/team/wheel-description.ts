import type { CentreOfGravity, TeamAggregate } from './aggregate.ts';

/** The strength of the centre of gravity as a whole percentage. */
const strengthPercent = (centre: CentreOfGravity) => `${Math.round(centre.strength * 100)}%`;

/** Where the team's pull points, in words: 'near The Sage (strength 72%)', or that there is none. */
export function centreWords(centre: CentreOfGravity): string {
  return centre.nearest ? `near ${centre.nearest} (strength ${strengthPercent(centre)})` : 'at the hub: the team pulls in no one direction';
}

/** What the team wheel shows, for screen readers: who sits on which archetype, the website's markers and the centre. */
export function wheelDescription({ memberCount, primaries, alignment, centre }: TeamAggregate): string {
  return [
    memberCount === 0 ? 'No members on the wheel yet.' : `${memberCount === 1 ? '1 member' : `${memberCount} members`} on the wheel.`,
    ...primaries.map((p) => `${p.archetype}: ${p.members.join(', ')}.`),
    alignment
      ? alignment.uncertain
        ? `The website leans only faintly towards ${alignment.website}, too uncertain a reading to compare with.`
        : `The website projects ${alignment.website}${alignment.runnerUp ? `, with ${alignment.runnerUp} as its runner-up` : ''}.`
      : '',
    centre ? `The team's centre of gravity is ${centreWords(centre)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
