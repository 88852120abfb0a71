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

/** Shares that decide the shape: a clear majority, a majority, and a camp big enough to split the team. */
const UNITED = 0.75;
const MAJORITY = 0.5;
const CAMP = 0.3;
/** A centre of gravity weaker than this points nowhere worth naming. */
const LEAN = 0.3;
/** Segments apart (of at most 6) from which two archetypes are far across the wheel. */
const FAR = 4;

/** 'wise, knowledgeable, analytical and trustworthy' */
function traitsOf(name: ArchetypeName, count = 4): string {
  const traits = getArchetype(name)
    .traits.slice(0, count)
    .map((t) => t.toLowerCase());
  return traits.length > 1 ? `${traits.slice(0, -1).join(', ')} and ${traits.at(-1)}` : (traits[0] ?? '');
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

const list = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));

function agreementOf({ memberCount, primaries }: TeamAggregate): TeamAgreement {
  const [top, second] = primaries;
  if (!top) return 'empty';
  if (memberCount === 1) return 'one';
  const unique = !second || second.count < top.count;
  if (unique && top.share >= UNITED) return 'united';
  if (unique && top.share >= MAJORITY) return 'leaning';
  if (second && second.share >= CAMP) return 'split';
  return 'spread';
}

function teamParagraph(agreement: TeamAgreement, aggregate: TeamAggregate): { headline: string; text: string } {
  const [top, second] = aggregate.primaries as [ArchetypeShare, ArchetypeShare | undefined];
  const total = aggregate.memberCount;
  switch (agreement) {
    case 'empty':
      return { headline: 'No one has joined yet', text: 'Share the invite link with your colleagues: each result they add shows here.' };
    case 'one':
      return {
        headline: `One view so far: ${top.archetype}`,
        text: `Only ${top.members[0]} has taken the quiz so far, and sees the brand as ${top.archetype}: ${traitsOf(top.archetype)}. Invite colleagues to see where the team agrees.`,
      };
    case 'united':
    case 'leaning':
      return {
        headline: agreement === 'united' ? `The team agrees: ${top.archetype}` : `The team leans to ${top.archetype}`,
        text: `${top.archetype} is the choice of ${membersPhrase(top.count, total)}. ${promiseOf(top.archetype)} Its traits: ${traitsOf(top.archetype)}.${
          agreement === 'leaning' ? ' The others see it differently: hear them out before you settle on it.' : ''
        }`,
      };
    case 'split': {
      const next = second!;
      const apart = segmentsApart(top.archetype, next.archetype);
      const advice =
        apart <= 1
          ? 'They are neighbours on the wheel, so one can lead and the other support it.'
          : apart >= FAR
            ? 'They sit far apart on the wheel: a brand that tries to be both will read as neither, so agree which one leads.'
            : 'They pull the brand in different directions: agree which one leads before anyone briefs copy or design.';
      return {
        headline: `The team is split between ${top.archetype} and ${next.archetype}`,
        text: `${top.archetype} (${traitsOf(top.archetype, 2)}) is the choice of ${membersPhrase(top.count, total)}, ${next.archetype} (${traitsOf(next.archetype, 2)}) of ${membersPhrase(next.count, total)}. ${advice}`,
      };
    }
    case 'spread': {
      const centre = aggregate.centre;
      const lean =
        centre?.nearest && centre.strength >= LEAN
          ? `Taken together, the team still leans toward ${centre.nearest}: ${traitsOf(centre.nearest, 2)}.`
          : 'Taken together, the views cancel out: there is no shared direction yet.';
      return {
        headline: 'The team sees the brand in many ways',
        text: `The ${total} members hold ${aggregate.primaries.length} different archetypes, and none is the choice of more than ${membersPhrase(top.count, total)}. ${lean} A workshop that starts from the traits you share is the quickest way to a brand everyone can stand behind.`,
      };
    }
  }
}

function websiteParagraph(alignment: Alignment | null, aggregate: TeamAggregate): string {
  if (!alignment) return 'There is no reading of the company website yet, so the team is compared only with itself.';
  const { website, shared, teamOnly, websiteOnly, runnerUp } = alignment;
  const total = aggregate.memberCount;
  if (total === 0) return `The website projects ${website}: ${traitsOf(website)}.`;
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
  const unseen = teamOnly.map((t) => t.archetype);
  if (unseen.length > 0 && shared.count > 0) {
    parts.push(
      `The team also holds ${list(unseen)}, which the website does not show: ${unseen.length === 1 ? `traits such as ${traitsOf(unseen[0]!, 2)} are` : 'those traits are'} in the people but not yet in the brand.`,
    );
  }
  if (runnerUp && websiteOnly.includes(runnerUp)) parts.push(`The site also leans to ${runnerUp}, which no one on the team chose.`);
  return parts.join(' ');
}

/** The reading of a team's aggregate, from the archetype data: the same aggregate always reads the same. */
export function readTeam(aggregate: TeamAggregate): TeamReading {
  const agreement = agreementOf(aggregate);
  const { headline, text } = teamParagraph(agreement, aggregate);
  return { agreement, headline, paragraphs: agreement === 'empty' ? [text] : [text, websiteParagraph(aggregate.alignment, aggregate)] };
}
