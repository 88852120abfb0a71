import { getArchetype } from '../archetypes/index.ts';
import type { ArchetypeName } from '../archetypes/types.ts';
import { segmentsApart, type Alignment, type ArchetypeShare, type TeamAggregate } from './aggregate.ts';

/** How the team's primaries fall: the shape the reading takes. */
export type TeamAgreement = 'empty' | 'one' | 'united' | 'leaning' | 'split' | 'spread';

/** A short, plain-words reading of the team page: a headline, then what the team holds and what the website shows. */
export interface TeamReading {
  agreement: TeamAgreement;
  headline: string;
  paragraphs: string[];
}

/** What the reading needs to know about the team beyond its members: whether anyone can still join, and why it may be empty. */
export interface TeamState {
  closed: boolean;
  /** The owner erased their result: the team lives on without them. */
  ownerDeleted: boolean;
}

const OPEN: TeamState = { closed: false, ownerDeleted: false };

/** Shares that decide the shape: a clear majority, a majority, and a camp big enough to split the team. */
const UNITED = 0.75;
const MAJORITY = 0.5;
const CAMP = 0.3;
/** A centre of gravity weaker than this points nowhere worth naming. */
const LEAN = 0.3;
/** Segments apart (of at most 6) from which two archetypes are far across the wheel. */
const FAR = 4;
/** Up to this many archetypes fit a headline; more read as "many ways". */
const HEADLINE_NAMES = 4;

/** 'A', 'A and B', 'A, B and C' */
export const list = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** 'wise, knowledgeable, analytical and trustworthy' */
function traitsOf(name: ArchetypeName, count = 4): string {
  return list(
    getArchetype(name)
      .traits.slice(0, count)
      .map((t) => t.toLowerCase()),
  );
}

/** The archetype's one-line promise: the first sentence of its description. */
function promiseOf(name: ArchetypeName): string {
  const description = getArchetype(name).description;
  const end = description.indexOf('. ');
  return end === -1 ? description : description.slice(0, end + 1);
}

/** 'no one', 'the only member', 'both members', 'all 5 members', '2 of 5 members' */
export function membersPhrase(count: number, total: number): string {
  if (count === 0) return 'no one';
  if (total === 1) return 'the only member';
  if (count === total) return total === 2 ? 'both members' : `all ${total} members`;
  return `${count} of ${total} members`;
}

const names = (shares: readonly ArchetypeShare[]) => shares.map((s) => s.archetype);
/** 'The Hero (2)' */
const counted = (s: ArchetypeShare) => `${s.archetype} (${s.count})`;
/** The camps big enough to split the team, most held first. */
const campsOf = (primaries: readonly ArchetypeShare[]) => primaries.filter((p) => p.share >= CAMP);

function agreementOf({ memberCount, primaries }: TeamAggregate): TeamAgreement {
  const [top, second] = primaries;
  if (!top) return 'empty';
  if (memberCount === 1) return 'one';
  const unique = !second || second.count < top.count;
  if (unique && top.share >= UNITED) return 'united';
  if (unique && top.share >= MAJORITY) return 'leaning';
  // Three or more archetypes held equally are a spread, not camps.
  if (primaries.length >= 3 && primaries.every((p) => p.count === top.count)) return 'spread';
  return campsOf(primaries).length >= 2 ? 'split' : 'spread';
}

/** Names the archetypes the sentences before did not: every archetype a member holds is named somewhere. */
function theRest(rest: readonly ArchetypeShare[], total: number): string {
  if (rest.length === 0) return '';
  if (rest.length === 1) return ` ${rest[0]!.archetype} is the choice of ${membersPhrase(rest[0]!.count, total)}.`;
  return ` The other members hold ${list(rest.map(counted))}.`;
}

function emptyParagraph({ closed, ownerDeleted }: TeamState): { headline: string; text: string } {
  if (ownerDeleted)
    return {
      headline: 'No results on this team',
      text: `The person who started the team deleted their data, so their result is no longer here, and no one else has joined. ${
        closed ? 'The team is closed to new members.' : 'Colleagues who have the invite link can still join.'
      }`,
    };
  return {
    headline: 'No one has joined yet',
    text: closed
      ? 'The team is closed to new members: no one can join unless it is reopened with its manage link.'
      : 'Share the invite link with your colleagues: each result they add shows here.',
  };
}

function splitParagraph(aggregate: TeamAggregate): { headline: string; text: string } {
  const total = aggregate.memberCount;
  const camps = campsOf(aggregate.primaries);
  const [first, second] = camps as [ArchetypeShare, ArchetypeShare];
  const described = (c: ArchetypeShare) => `${c.archetype} (${traitsOf(c.archetype, 2)})`;
  const shares = camps.every((c) => c.count === first.count)
    ? `${list(camps.map(described))} are each the choice of ${membersPhrase(first.count, total)}`
    : list(camps.map((c, i) => `${described(c)} ${i === 0 ? 'is the choice of' : 'of'} ${membersPhrase(c.count, total)}`));
  const apart = segmentsApart(first.archetype, second.archetype);
  const advice =
    camps.length > 2
      ? 'Each pulls the brand in its own direction: agree which one leads before anyone briefs copy or design.'
      : apart <= 1
        ? 'They are neighbours on the wheel, so one can lead and the other support it.'
        : apart >= FAR
          ? 'They sit far apart on the wheel: a brand that tries to be both will read as neither, so agree which one leads.'
          : 'They pull the brand in different directions: agree which one leads before anyone briefs copy or design.';
  return {
    headline: `The team is split between ${list(names(camps))}`,
    text: `${shares}. ${advice}${theRest(aggregate.primaries.slice(camps.length), total)}`,
  };
}

function spreadParagraph(aggregate: TeamAggregate): { headline: string; text: string } {
  const { primaries, centre, memberCount: total } = aggregate;
  const top = primaries[0]!;
  const even = primaries.every((p) => p.count === top.count);
  const held = even
    ? `, ${top.count === 1 ? 'one member each' : `${top.count} members each`}: ${list(names(primaries))}`
    : `: ${list(primaries.map(counted))}, none the choice of more than ${membersPhrase(top.count, total)}`;
  const lean =
    centre?.nearest && centre.strength >= LEAN
      ? `Taken together, the team still leans toward ${centre.nearest}: ${traitsOf(centre.nearest, 2)}.`
      : 'Taken together, the views cancel out: there is no shared direction yet.';
  return {
    headline: primaries.length <= HEADLINE_NAMES ? `The team is spread across ${list(names(primaries))}` : 'The team sees the brand in many ways',
    text: `The ${total} members hold ${primaries.length} different archetypes${held}. ${lean} A workshop that starts from the traits you share is the quickest way to a brand everyone can stand behind.`,
  };
}

function teamParagraph(agreement: TeamAgreement, aggregate: TeamAggregate, state: TeamState): { headline: string; text: string } {
  const [top] = aggregate.primaries as [ArchetypeShare];
  const total = aggregate.memberCount;
  switch (agreement) {
    case 'empty':
      return emptyParagraph(state);
    case 'one':
      return {
        headline: `One view so far: ${top.archetype}`,
        text: `Only ${top.members[0]} has taken the quiz so far, and sees the brand as ${top.archetype}: ${traitsOf(top.archetype)}.${
          state.closed ? '' : ' Invite colleagues to see where the team agrees.'
        }`,
      };
    case 'united':
    case 'leaning':
      return {
        headline: agreement === 'united' ? `The team agrees: ${top.archetype}` : `The team leans to ${top.archetype}`,
        text: `${top.archetype} is the choice of ${membersPhrase(top.count, total)}. ${promiseOf(top.archetype)} Its traits: ${traitsOf(top.archetype)}.${theRest(
          aggregate.primaries.slice(1),
          total,
        )}${agreement === 'leaning' ? ` Hear the others out before you settle on ${top.archetype}.` : ''}`,
      };
    case 'split':
      return splitParagraph(aggregate);
    case 'spread':
      return spreadParagraph(aggregate);
  }
}

/** A website reading too weak to compare with (judgesAlignment): the team page says so and states no alignment. */
export function uncertainWebsite(website: string): string {
  return `The website's reading is too uncertain to compare the team with: its copy leans only faintly towards ${website}. Clearer copy on the site, saying plainly who you serve and how, gives a reading worth comparing.`;
}

function websiteParagraph(alignment: Alignment | null, aggregate: TeamAggregate): string {
  const total = aggregate.memberCount;
  if (!alignment)
    return total === 1
      ? 'There is no reading of the company website yet to compare this view with.'
      : 'There is no reading of the company website yet, so the team is compared only with itself.';
  const { website, shared, teamOnly, websiteOnly, runnerUp } = alignment;
  if (alignment.uncertain) return uncertainWebsite(website);
  const parts: string[] = [];
  if (shared.count === 0) {
    parts.push(
      `The website projects ${website} (${traitsOf(website, 2)}), but no one on the team chose it. Either the site undersells who you are, or the team describes who it wants to become; that gap is worth a conversation before the next redesign.`,
    );
    const lean = aggregate.centre?.nearest;
    if (lean && alignment.centreGap !== null && alignment.centreGap >= FAR)
      parts.push(`It sits far across the wheel from the team's centre of gravity, near ${lean}.`);
  } else if (shared.share >= MAJORITY) {
    parts.push(
      `The website projects ${website} too, the choice of ${membersPhrase(shared.count, total)}: the site speaks with the team's voice. Keep it that way as the brand grows.`,
    );
  } else {
    parts.push(
      `The website projects ${website}, the choice of ${membersPhrase(shared.count, total)}: the site shows part of how the team sees the brand.`,
    );
  }
  const unseen = names(teamOnly);
  if (unseen.length > 0 && shared.count > 0) {
    parts.push(
      `The team also holds ${list(unseen)}, which the website does not show: ${unseen.length === 1 ? `traits such as ${traitsOf(unseen[0]!, 2)} are` : 'those traits are'} in the people but not yet in the brand.`,
    );
  }
  if (runnerUp && websiteOnly.includes(runnerUp)) parts.push(`The site also leans to ${runnerUp}, which no one on the team chose.`);
  return parts.join(' ');
}

/** The reading of a team's aggregate, from the archetype data: the same team always reads the same. */
export function readTeam(aggregate: TeamAggregate, state: TeamState = OPEN): TeamReading {
  const agreement = agreementOf(aggregate);
  const { headline, text } = teamParagraph(agreement, aggregate, state);
  // An empty team has nothing to compare with the website.
  return { agreement, headline, paragraphs: agreement === 'empty' ? [text] : [text, websiteParagraph(aggregate.alignment, aggregate)] };
}
